// Headers of a file download (a practice file, the sample CSV, a starter kit): the file's own type, and its
// name both as plain ASCII (old clients) and exactly as given (RFC 6266 filename*).

export function attachmentHeaders(name: string, mimeType: string, size: number): Record<string, string> {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 8187 wants them encoded too.
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return {
    'Content-Type': mimeType,
    'Content-Length': String(size),
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`,
    'X-Content-Type-Options': 'nosniff',
  };
}
