/**
 * The structure of an OLE2 compound file (a Word 97–2003 .doc), checked before any reader walks it. A reader trusts the
 * header and the sector tables: a sector size of 2^24 made word-extractor allocate an array of 457 million slots (a
 * fatal out-of-memory that ends the whole process, not only the parsing worker), and a table chaining sector 1 → 2 → 1
 * kept it walking for ever. So: the sector sizes the format allows (512 or 4096 bytes, mini sectors of 64), tables that
 * fit in the file, every pointer inside it, and no chain that loops, in the sector table or the mini sector table.
 */

const FREE_OR_END = 0xfffffffa; // this and above: free, end of chain, a table's own sector (MS-CFB 2.2)
const HEADER_DIFAT_ENTRIES = 109;

/** Why the bytes are no well-formed compound file, or null. */
export function compoundFileProblem(bytes: Uint8Array): string | null {
  if (bytes.length < 512) return 'shorter than its header';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (offset: number) => view.getUint32(offset, true);
  const sectorShift = view.getUint16(30, true);
  if (sectorShift !== 9 && sectorShift !== 12) return `sector size 2^${sectorShift}`;
  if (view.getUint16(32, true) !== 6) return `mini sector size 2^${view.getUint16(32, true)}`;
  const sectorSize = 1 << sectorShift;
  const perSector = sectorSize / 4;
  // Sector n starts at (n + 1) × the sector size: the header fills the first.
  const sectors = Math.max(0, Math.ceil(bytes.length / sectorSize) - 1);
  const inFile = (id: number) => id < sectors;
  const entry = (sector: number, index: number) => {
    const offset = (sector + 1) * sectorSize + index * 4;
    return offset + 4 <= bytes.length ? u32(offset) : FREE_OR_END;
  };

  const fatCount = u32(44);
  if (fatCount > sectors) return `${fatCount} table sectors in a file of ${sectors}`;
  // The table's sectors: 109 in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatCount; i++) fatSectors.push(u32(76 + i * 4));
  let difat = u32(68);
  for (let hops = 0; fatSectors.length < fatCount; hops++) {
    if (!inFile(difat) || hops > sectors) return 'a broken DIFAT chain';
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatCount; i++) fatSectors.push(entry(difat, i));
    difat = entry(difat, perSector - 1);
  }
  if (fatSectors.some((id) => !inFile(id))) return 'a table sector outside the file';
  const next = new Uint32Array(sectors);
  for (let id = 0; id < sectors; id++) {
    const holder = fatSectors[Math.floor(id / perSector)];
    next[id] = holder === undefined ? FREE_OR_END : entry(holder, id % perSector);
  }
  const fatProblem = chainProblem(next);
  if (fatProblem) return `sector table: ${fatProblem}`;

  // The mini sector table is a stream of the sector table: its entries chain mini sectors the same way.
  const miniNext: number[] = [];
  for (let sector = u32(60), hops = 0; sector < FREE_OR_END && hops < u32(64); sector = next[sector]!, hops++) {
    if (!inFile(sector)) return 'a mini sector table outside the file';
    for (let i = 0; i < perSector; i++) miniNext.push(entry(sector, i));
  }
  const miniProblem = chainProblem(Uint32Array.from(miniNext));
  return miniProblem ? `mini sector table: ${miniProblem}` : null;
}

/** A pointer past the table, or a chain that comes back on itself (each entry points to the next of its chain). */
function chainProblem(next: Uint32Array): string | null {
  // 0: not seen; a walk's own stamp: on the walk now; -1 (as stamp 0xffffffff): ends cleanly.
  const seen = new Uint32Array(next.length);
  const DONE = 0xffffffff;
  for (let start = 0; start < next.length; start++) {
    if (seen[start]) continue;
    const stamp = start + 1;
    let at = start;
    const path: number[] = [];
    for (;;) {
      if (seen[at] === DONE) break;
      if (seen[at] === stamp) return `a chain loops at sector ${at}`;
      seen[at] = stamp;
      path.push(at);
      const to = next[at]!;
      if (to >= FREE_OR_END) break;
      if (to >= next.length) return `sector ${at} points past the table (${to})`;
      at = to;
    }
    for (const id of path) seen[id] = DONE;
  }
  return null;
}
