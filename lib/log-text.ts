/** How much of a value a log line shows: a 15 KB path must not write 15 KB per request. */
export const LOG_VALUE_MAX = 200;

/**
 * A value from a request (a path, a header, an error's message) for one log line: control
 * characters escaped, so that it cannot forge a line, and cut to LOG_VALUE_MAX characters.
 */
export function logText(value: string, max = LOG_VALUE_MAX): string {
  const escaped = value.replace(/[\u0000-\u001f\u007f]/g, (c) => encodeURIComponent(c));
  return escaped.length > max ? `${escaped.slice(0, max)}… (${escaped.length - max} more characters)` : escaped;
}
