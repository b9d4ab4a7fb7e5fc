import zlib from 'node:zlib';

/**
 * Whether a zip (an xlsx) unpacks within `budget` bytes, found by unpacking it for real with a cap:
 * the sizes a zip declares can lie, and a few kilobytes can unpack to gigabytes. Reads the central
 * directory, then inflates each entry with `maxOutputLength` set to what is left of the budget.
 * Answers false for anything that is no plain zip (zip64, encryption, an unknown method).
 */
export function unpacksWithin(file: Buffer, budget: number): boolean {
  const end = findEndOfDirectory(file);
  if (end < 0) return false;
  // Only the plainest layout, the one every reader agrees on: one disk, no zip64 marker, and the
  // directory right before its end record. A reader that repairs other layouts (JSZip shifts
  // offsets, or goes looking for a zip64 directory) could otherwise read entries not checked here.
  const [disk, directoryDisk, onDisk, count] = [0, 2, 4, 6].map((o) => file.readUInt16LE(end + 4 + o));
  const size = file.readUInt32LE(end + 12);
  let at = file.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count || count === 0xffff) return false;
  if (size === 0xffffffff || at === 0xffffffff || at + size !== end) return false;
  let left = budget;
  for (let i = 0; i < count; i++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== 0x02014b50) return false;
    const flags = file.readUInt16LE(at + 8);
    const method = file.readUInt16LE(at + 10);
    const compressed = file.readUInt32LE(at + 20);
    const local = file.readUInt32LE(at + 42);
    if (flags & 0x1 || compressed === 0xffffffff || local === 0xffffffff) return false;
    if (local + 30 > file.length || file.readUInt32LE(local) !== 0x04034b50) return false;
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    if (start + compressed > file.length) return false;
    const data = file.subarray(start, start + compressed);
    try {
      if (method === 0) left -= data.length;
      else if (method === 8) left -= zlib.inflateRawSync(data, { maxOutputLength: Math.max(left, 1) }).length;
      else return false;
    } catch {
      return false;
    }
    if (left < 0) return false;
    at += 46 + file.readUInt16LE(at + 28) + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return at === end;
}

/** The end-of-central-directory record sits in the last 22 bytes plus a comment of at most 64 KB. */
function findEndOfDirectory(file: Buffer): number {
  for (let at = file.length - 22; at >= Math.max(0, file.length - 22 - 0xffff); at--) {
    if (file.readUInt32LE(at) === 0x06054b50) return at;
  }
  return -1;
}
