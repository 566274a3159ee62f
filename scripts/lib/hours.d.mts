export declare const DAY: string;
export declare const HOURS: string[];
export declare const MOMENTS: string[];
export declare const TIME_SENSITIVE: string[];
export declare const isTimeSensitive: (file: string) => boolean;
