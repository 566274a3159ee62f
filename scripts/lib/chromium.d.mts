export const CHROMIUM_ARGS: string[];
export const CHROMIUM_PATH: string;
export const CONSOLE_CONTEXT: {
  viewport: { width: number; height: number };
  locale: string;
  timezoneId: string;
};
export function launchChromium<B>(chromium: {
  launch(options: { executablePath: string; args: string[] }): Promise<B>;
}): Promise<B>;
