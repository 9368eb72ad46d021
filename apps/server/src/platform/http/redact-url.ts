import { apiRoutes, secretPageSegments, secretParamNames } from '@hondana/contract';

export const REDACTED = '[redacted]';

const secretNames = new Set<string>(secretParamNames.map((name) => name.toLowerCase()));

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/**
 * Path segments followed by a secret in the API: for each route of the table, the fixed segment before
 * a path parameter named as a secret (`/user/reset-password/:token` → `reset-password`).
 */
const apiSecretMarkers = new Set(
  Object.values(apiRoutes).flatMap((spec) => {
    const segments = spec.path.split('/');
    return segments.flatMap((segment, index) => {
      const previous = segments[index - 1];
      const secret = segment.startsWith(':') && secretNames.has(segment.slice(1).toLowerCase());
      return secret && previous && !previous.startsWith(':') ? [previous.toLowerCase()] : [];
    });
  }),
);
const pageSecretMarkers = new Set<string>([...apiSecretMarkers, ...secretPageSegments]);

function redactPath(path: string): string {
  const markers = path.startsWith('/api/') ? apiSecretMarkers : pageSecretMarkers;
  const segments = path.split('/');
  for (let index = 1; index < segments.length; index++) {
    const previous = decoded(segments[index - 1] ?? '').toLowerCase();
    if (markers.has(previous) && segments[index] !== '') segments[index] = REDACTED;
  }
  return segments.join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = decoded(equals < 0 ? pair : pair.slice(0, equals))
        .trim()
        .toLowerCase();
      return secretNames.has(key) && equals >= 0 ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A request URL as logs may show it: the segment after a marker of a secret (a route's secret path
 * parameter, a web page carrying a token) and the value of every secret query key become `[redacted]`.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return redactPath(url);
  return `${redactPath(url.slice(0, mark))}?${redactQuery(url.slice(mark + 1))}`;
}

/** Every path-looking word in a text (an error's message or stack) redacted as a URL. */
export const redactText = (text: string): string =>
  text.replace(/\/[^\s"'<>`]*/g, (match) => redactUrl(match));
