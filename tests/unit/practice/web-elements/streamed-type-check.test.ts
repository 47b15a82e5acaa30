import { describe, expect, it } from 'vitest';
import { detectFileType, fileTypeCheck } from '@/lib/practice/exercises/web-elements/file-type-check';
import { JsonSyntaxCheck } from '@/lib/practice/exercises/web-elements/json-syntax';
import { seededRandom } from '@/lib/seeded-random';

// Uploads are checked as they stream in (issue 29): the type check and the JSON syntax check take a file in
// pieces and must answer exactly what a check of the whole file answers, JSON.parse being the reference.

/** `text` cut into pieces at the given points. */
function piecesOf<T extends string | Uint8Array>(whole: T, cuts: number[]): T[] {
  const points = [0, ...cuts.filter((cut) => cut > 0 && cut < whole.length).sort((a, b) => a - b), whole.length];
  return points.slice(1).map((end, i) => whole.slice(points[i], end) as T);
}

function jsonAccepts(pieces: string[]): boolean {
  const check = new JsonSyntaxCheck();
  for (const piece of pieces) check.feed(piece);
  return check.finish();
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const SAMPLES = [
  '{}', '[]', '0', '-0', '1', '-12.5e+3', '1E9', '0.5', '"a"', 'true', 'false', 'null', ' \t\n\r[1, 2 ,3]\r\n',
  '{"a":[1,{"b":null}],"c":"\\u00e9\\n\\"x\\""}', '[[[[[]]]]]', '{"a":{"b":{"c":[true,false,null]}}}', '"\u00e9\u2028"',
  '', ' ', '01', '-', '1.', '.5', '1e', '1e+', '+1', '--1', '[1,]', '{"a":1,}', '{a:1}', "{'a':1}", '[1 2]', '{"a" 1}',
  '{"a":}', '"\\x"', '"\\u12G4"', '"a\nb"', '"unterminated', 'tru', 'nul', 'truex', '[1]]', '{}}', '[}', '{]', '1 2',
  '"a"b', 'NaN', 'Infinity', '[,1]', '{,}', '{"a":1 "b":2}', '\u00a0{}', '{"a":1}x', '[1,2', '{"a"', '"\\', '"\\u00',
];

describe('the JSON syntax check', () => {
  it('agrees with JSON.parse on every sample, in one piece and cut at every point', () => {
    for (const text of SAMPLES) {
      const expected = parses(text);
      expect(jsonAccepts([text]), JSON.stringify(text)).toBe(expected);
      for (let cut = 1; cut < text.length; cut += 1) expect(jsonAccepts(piecesOf(text, [cut])), `${JSON.stringify(text)} cut at ${cut}`).toBe(expected);
    }
  });

  it('agrees with JSON.parse on random texts made of JSON’s own characters', () => {
    const random = seededRandom(29);
    const alphabet = ['{', '}', '[', ']', ',', ':', '"', '\\', 'u', '0', '1', '9', '-', '+', '.', 'e', 'E', 't', 'r', 'u', 'e', 'n', 'l', 'f', 'a', 's', ' ', '\n', 'x', '"a"', '[1]', '{"k":1}'];
    let accepted = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const length = 1 + Math.floor(random() * 12);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const cut = Math.floor(random() * text.length);
      const expected = parses(text);
      if (expected) accepted += 1;
      expect(jsonAccepts(piecesOf(text, [cut])), JSON.stringify(text)).toBe(expected);
    }
    // The comparison means something only if both answers occur often.
    expect(accepted).toBeGreaterThan(200);
  });

  it('takes deep nesting and a long file without holding it', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(jsonAccepts(piecesOf(deep, [7, 50_000, 150_001]))).toBe(true);
    const long = JSON.stringify(Array.from({ length: 50_000 }, (_, i) => ({ id: i, name: `row ${i}`, ok: i % 2 === 0, score: i / 7 })));
    expect(jsonAccepts(piecesOf(long, [1000, 65_536, 1_000_000]))).toBe(true);
    expect(jsonAccepts(piecesOf(long.slice(0, -1), [65_536]))).toBe(false);
  });
});

describe('the streamed type check', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const cases: [string, Uint8Array][] = [
    ['a.txt', bytes('héllo wörld')],
    ['a.csv', bytes('a,b\n1,2\n')],
    ['a.json', bytes('{"name":"Zoë","list":[1,2,3]}')],
    ['a.json', bytes('{"name":"Zoë",')],
    ['a.txt', new Uint8Array([0x68, 0xc3, 0xa9, 0x00, 0x6c])],
    ['a.txt', new Uint8Array([0x68, 0xe2, 0x82])],
    ['a.txt', bytes('\ufeffwith a byte order mark')],
    ['a.json', bytes('\ufeff[1]')],
    ['a.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])],
    ['a.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47])],
    ['a.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xdb])],
    ['a.pdf', bytes('%PDF-1.4\n%%EOF')],
    ['a.pdf', bytes('%PDX-1.4')],
  ];

  it('answers the same for a file cut into pieces at any point, a multi-byte character split included', () => {
    for (const [name, whole] of cases) {
      const expected = detectFileType(name, whole);
      for (let cut = 1; cut < whole.length; cut += 1) {
        const check = fileTypeCheck(name)!;
        for (const piece of piecesOf(whole, [cut])) check.feed(piece);
        expect(check.finish(), `${name} ${Array.from(whole).join(',')} cut at ${cut}`).toBe(expected);
      }
    }
    expect(detectFileType('a.txt', bytes('héllo'))).toBe('text/plain; charset=utf-8');
    expect(detectFileType('a.json', bytes('\ufeff[1]'))).toBe('application/json');
  });

  it('says at the first bytes that a file cannot be its type, so that it stops being stored', () => {
    const png = fileTypeCheck('a.png')!;
    png.feed(bytes('GIF8'));
    expect(png.plausible).toBe(false);
    const text = fileTypeCheck('a.txt')!;
    text.feed(new Uint8Array([0x61, 0x00]));
    expect(text.plausible).toBe(false);
    const json = fileTypeCheck('a.json')!;
    json.feed(bytes('{"a" 1'));
    expect(json.plausible).toBe(false);
    expect(fileTypeCheck('a.exe')).toBeNull();
  });
});
