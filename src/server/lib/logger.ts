// One-line JSON logs: easy to read in a terminal and to ship to any log store.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** A logger that writes JSON lines at or above `level` to stdout (errors to stderr). */
export function createLogger(level: LogLevel): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>) => (message: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields });
    (at === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** PostgreSQL quotes a value it could not read: `invalid input syntax for type uuid: "…"`. */
const QUOTED_VALUE = /: ".*"/g;

/**
 * An error as a log field: its stack and its causes', with the statement of a failed query but
 * never its values, which are what users typed (a suspension reason, an e-mail address).
 */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let e = error; e !== undefined && e !== null && parts.length < 4; e = (e as { cause?: unknown }).cause) {
    parts.push(describe(e));
  }
  return parts.join('\ncaused by: ');
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Drizzle's message is the statement (with placeholders) and then its values
  const { query } = error as { query?: unknown };
  const message =
    typeof query === 'string' && error.message.startsWith('Failed query: ')
      ? `Failed query: ${query}`
      : error.message.replace(QUOTED_VALUE, ': "…"');
  // the stack starts with the name and the message as they were; the frames follow
  const stack = error.stack ?? '';
  const header = error.message ? `${error.name}: ${error.message}` : error.name;
  const frames = stack.startsWith(header) ? stack.slice(header.length) : '';
  return `${error.name}: ${message}${frames}`;
}
