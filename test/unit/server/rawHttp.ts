import { connect } from 'node:net';

export interface RawAnswer {
  /** undefined when no status line arrived */
  status: number | undefined;
  headers: Record<string, string>;
  body: string;
  /** the connection was reset (or failed) instead of closing after an answer */
  reset: string | undefined;
}

/**
 * One HTTP/1.1 request written byte for byte on its own connection (`Connection: close`), and
 * what came back until the server closed it: what fetch cannot send (any Host, a 100 KB request
 * line, invalid UTF-8) and cannot tell apart (an empty answer from a reset).
 */
export function rawRequest(
  port: number,
  request: { method?: string; target: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<RawAnswer> {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: Record<string, string> = {
    Host: `127.0.0.1:${port}`,
    Connection: 'close',
    ...(body ? { 'Content-Length': String(body.length) } : {}),
    ...request.headers,
  };
  const head =
    `${request.method ?? 'GET'} ${request.target} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let reset: string | undefined;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      if (body) socket.write(body);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (reset = error.code ?? error.message));
    socket.on('close', () => resolve(_parse(Buffer.concat(chunks), reset)));
    // The server closes after answering; a client that got its answer closes its side too.
    socket.on('end', () => socket.end());
  });
}

function _parse(raw: Buffer, reset: string | undefined): RawAnswer {
  const text = raw.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  const headText = split < 0 ? text : text.slice(0, split);
  let body = split < 0 ? '' : text.slice(split + 4);
  const [statusLine = '', ...lines] = headText.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  if (headers['transfer-encoding'] === 'chunked') body = _unchunk(body);
  return { status: status === undefined ? undefined : Number(status), headers, body, reset };
}

function _unchunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, end), 16);
    if (!(size > 0)) return out;
    out += rest.slice(end + 2, end + 2 + size);
    rest = rest.slice(end + 2 + size + 2);
  }
}
