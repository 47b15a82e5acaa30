import { JsonSyntaxCheck } from './json-syntax';

// The type rule of the exercise's uploads (docs/practice/web-elements.md#file-upload-and-download): the
// extension names the type and the content must match it. A PNG, JPEG or PDF is told by its first bytes;
// a .txt or .csv must be UTF-8 text without NUL bytes; a .json must also be one JSON value. The check is
// fed the file a chunk at a time as it streams in, so no file is ever held whole to decide its type.

export interface FileTypeCheck {
  /** The Content-Type the file is stored with if its content matches. */
  readonly mimeType: string;
  /** False as soon as the bytes so far cannot be this type (the upload stops being stored then). */
  readonly plausible: boolean;
  feed(bytes: Uint8Array): void;
  /** At the end of the file: the Content-Type, or null when the content does not match (415). */
  finish(): string | null;
}

/** A file that must begin with `signature`; the rest is not looked at. */
class SignatureCheck implements FileTypeCheck {
  private seen = 0;
  private matches = true;

  constructor(
    readonly mimeType: string,
    private readonly signature: readonly number[],
  ) {}

  get plausible(): boolean {
    return this.matches;
  }

  feed(bytes: Uint8Array): void {
    for (let i = 0; i < bytes.length && this.seen < this.signature.length && this.matches; i += 1, this.seen += 1) {
      if (bytes[i] !== this.signature[this.seen]) this.matches = false;
    }
  }

  finish(): string | null {
    return this.matches && this.seen === this.signature.length ? this.mimeType : null;
  }
}

/** UTF-8 text without NUL bytes (a binary file renamed to .txt fails); with `json`, also one JSON value. */
class TextCheck implements FileTypeCheck {
  // fatal: a byte sequence that is not UTF-8 throws; stream: a character split between chunks is kept whole.
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly json: JsonSyntaxCheck | null;
  private ok = true;

  constructor(
    readonly mimeType: string,
    { json = false } = {},
  ) {
    this.json = json ? new JsonSyntaxCheck() : null;
  }

  get plausible(): boolean {
    return this.ok && (this.json?.plausible ?? true);
  }

  feed(bytes: Uint8Array): void {
    if (!this.plausible) return;
    if (bytes.includes(0)) {
      this.ok = false;
      return;
    }
    this.take(() => this.decoder.decode(bytes, { stream: true }));
  }

  finish(): string | null {
    if (this.plausible) this.take(() => this.decoder.decode());
    if (!this.plausible) return null;
    if (this.json && !this.json.finish()) return null;
    return this.mimeType;
  }

  private take(decode: () => string): void {
    let text: string;
    try {
      text = decode();
    } catch {
      this.ok = false;
      return;
    }
    this.json?.feed(text);
  }
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** The check for a file of this (cleaned) name; null when its extension is not one of the allowed ones (415). */
export function fileTypeCheck(name: string): FileTypeCheck | null {
  const dot = name.lastIndexOf('.');
  const ext = dot >= 0 ? name.slice(dot).toLowerCase() : '';
  switch (ext) {
    case '.png':
      return new SignatureCheck('image/png', PNG);
    case '.jpg':
    case '.jpeg':
      return new SignatureCheck('image/jpeg', JPEG);
    case '.pdf':
      return new SignatureCheck('application/pdf', PDF);
    case '.txt':
      return new TextCheck('text/plain; charset=utf-8');
    case '.csv':
      return new TextCheck('text/csv; charset=utf-8');
    case '.json':
      return new TextCheck('application/json', { json: true });
    default:
      return null;
  }
}

/** The stored Content-Type of a whole file, by its name and content; null means 415. */
export function detectFileType(name: string, bytes: Uint8Array): string | null {
  const check = fileTypeCheck(name);
  if (!check) return null;
  check.feed(bytes);
  return check.finish();
}
