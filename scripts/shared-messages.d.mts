/** The Chinese string literals written, as the same text, in both src/ and mocks/ (sorted). */
export declare function sharedMessages(): string[];
