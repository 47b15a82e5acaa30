import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/lib/fast-path/inline-script-hashes';

// `printf 'self.__next_f.push([0])' | openssl dgst -sha256 -binary | base64`
const PUSH_HASH = 'sha256-VXfQxoId3eHgS78yBQY2mYYWuOAzZGdxULBMV816UdU=';
// The same for the empty string.
const EMPTY_HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

describe('inlineScriptHashes', () => {
  it('hashes each distinct inline script exactly as written, and skips scripts loaded by src', () => {
    const html =
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>' +
      '<script>self.__next_f.push([0])</script><SCRIPT type="text/javascript">self.__next_f.push([0])</SCRIPT>' +
      '<script id="empty"></script></body></html>';
    expect(inlineScriptHashes(html).sort()).toEqual([EMPTY_HASH, PUSH_HASH].sort());
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="x.js"></script>')).toEqual([]);
  });
});
