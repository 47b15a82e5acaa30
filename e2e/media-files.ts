/** An MP4 as the upload's byte sniff sees one: an `ftyp` box, then filler. */
export function tinyMp4(): Buffer {
  const bytes = Buffer.alloc(16 * 1024, 7);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]).copy(bytes, 0);
  return bytes;
}
