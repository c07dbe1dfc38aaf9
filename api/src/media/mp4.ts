// Just enough of ISO BMFF (MP4) to find the fragments of a fragmented MP4 segment: where each
// moof+mdat pair starts and ends (an LL-HLS part is a byte range of its segment), when it starts
// and how long it lasts, and whether it begins with a sync sample. Read once at start.

export interface Box {
  type: string;
  start: number;
  end: number;
}

/** The boxes between `start` and `end` of a buffer (top level by default). */
export function boxesOf(buf: Buffer, start = 0, end = buf.length): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    if (size === 1) size = Number(buf.readBigUInt64BE(at + 8));
    else if (size === 0) size = end - at;
    if (size < 8 || at + size > end) throw new Error(`mp4: box '${type}' at ${at} runs past its parent (${size} bytes)`);
    boxes.push({ type, start: at, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (buf: Buffer, parent: Box, type: string) => boxesOf(buf, parent.start + 8, parent.end).find((b) => b.type === type);

function path(buf: Buffer, parent: Box | undefined, ...types: string[]): Box | undefined {
  let box = parent;
  for (const type of types) box = box && child(buf, box, type);
  return box;
}

/** What the init segment says about the (single) track: its timescale and fragment defaults. */
export interface TrackInfo {
  timescale: number;
  defaultSampleDuration: number;
  defaultSampleFlags: number;
}

export function trackInfoOf(init: Buffer): TrackInfo {
  const moov = boxesOf(init).find((b) => b.type === 'moov');
  const mdhd = path(init, moov, 'trak', 'mdia', 'mdhd');
  if (!mdhd) throw new Error('mp4: init segment without moov/trak/mdia/mdhd');
  const version = init[mdhd.start + 8];
  const timescale = init.readUInt32BE(mdhd.start + (version === 1 ? 28 : 20));
  const trex = path(init, moov, 'mvex', 'trex');
  return {
    timescale,
    defaultSampleDuration: trex ? init.readUInt32BE(trex.start + 20) : 0,
    defaultSampleFlags: trex ? init.readUInt32BE(trex.start + 28) : 0,
  };
}

export interface Fragment {
  /** Byte offset in the segment: 0 for the first (with the segment's styp), else the end of the previous mdat. */
  offset: number;
  length: number;
  /** Decode time of its first sample and its length, in seconds. */
  start: number;
  duration: number;
  /** It begins with a sync sample (a key frame; every audio frame is one). */
  independent: boolean;
}

/** sample_is_non_sync_sample (ISO/IEC 14496-12 8.8.3.1). */
const NON_SYNC = 0x10000;

/** The moof+mdat pairs of a fragmented segment, in order; the boxes before each moof (styp, sidx) belong to it. */
export function fragmentsOf(segment: Buffer, track: TrackInfo): Fragment[] {
  const fragments: Fragment[] = [];
  let offset = 0;
  let moof: Box | undefined;
  for (const box of boxesOf(segment)) {
    if (box.type === 'moof') moof = box;
    if (box.type !== 'mdat') continue;
    if (!moof) throw new Error('mp4: mdat without a moof');
    const traf = child(segment, moof, 'traf');
    const tfhd = traf && child(segment, traf, 'tfhd');
    const tfdt = traf && child(segment, traf, 'tfdt');
    const trun = traf && child(segment, traf, 'trun');
    if (!tfhd || !tfdt || !trun) throw new Error('mp4: moof without tfhd, tfdt or trun');
    // tfhd: optional fields in flag order after the track id
    const tfhdFlags = segment.readUInt32BE(tfhd.start + 8) & 0xffffff;
    let at = tfhd.start + 16;
    if (tfhdFlags & 0x01) at += 8; // base data offset
    if (tfhdFlags & 0x02) at += 4; // sample description index
    let sampleDuration = track.defaultSampleDuration;
    let sampleFlags = track.defaultSampleFlags;
    if (tfhdFlags & 0x08) sampleDuration = segment.readUInt32BE((at += 4) - 4);
    if (tfhdFlags & 0x10) at += 4; // default sample size
    if (tfhdFlags & 0x20) sampleFlags = segment.readUInt32BE(at);
    const decodeTime = segment[tfdt.start + 8] === 1 ? Number(segment.readBigUInt64BE(tfdt.start + 12)) : segment.readUInt32BE(tfdt.start + 12);
    // trun: sample count, optional data offset and first sample flags, then per-sample fields
    const trunFlags = segment.readUInt32BE(trun.start + 8) & 0xffffff;
    const count = segment.readUInt32BE(trun.start + 12);
    at = trun.start + 16;
    if (trunFlags & 0x01) at += 4;
    let firstFlags: number | undefined;
    if (trunFlags & 0x04) firstFlags = segment.readUInt32BE((at += 4) - 4);
    const perSample = [0x100, 0x200, 0x400, 0x800].filter((f) => trunFlags & f).length * 4;
    let ticks = 0;
    for (let i = 0; i < count; i++, at += perSample) {
      ticks += trunFlags & 0x100 ? segment.readUInt32BE(at) : sampleDuration;
      if (i === 0 && firstFlags === undefined && trunFlags & 0x400)
        firstFlags = segment.readUInt32BE(at + (trunFlags & 0x100 ? 4 : 0) + (trunFlags & 0x200 ? 4 : 0));
    }
    fragments.push({
      offset,
      length: box.end - offset,
      start: decodeTime / track.timescale,
      duration: ticks / track.timescale,
      independent: ((firstFlags ?? sampleFlags) & NON_SYNC) === 0,
    });
    offset = box.end;
    moof = undefined;
  }
  if (offset !== segment.length) throw new Error(`mp4: ${segment.length - offset} bytes after the last mdat`);
  return fragments;
}
