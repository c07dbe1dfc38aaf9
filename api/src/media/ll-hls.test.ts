// LL-HLS, captions and alternate audio of the live simulation as pure functions of the committed
// media and a clock (issue 30): the tests move time, nothing waits.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog, type SourceClip, type Track } from './catalog.ts';
import { boxesOf, fragmentsOf, trackInfoOf } from './mp4.ts';
import { ADVANCE_PART_LIMIT, DVR_WINDOW_SECONDS, fileUrl, livePlaylist, masterPlaylist, reloadReadyAt, vodPlaylist } from './playlists.ts';
import { holdUntil, LIVE_HOLD_MS } from './routes.ts';

const catalog = loadCatalog();
const pitch = catalog.clips.pitch;
const video = pitch.renditions[0]!;
const english = pitch.audio.find((a) => a.language === 'en')!;
const LL = { targetLatencySeconds: 3 };
const lines = (text: string) => text.split('\n').filter(Boolean);
const tag = (text: string, name: string) =>
  lines(text)
    .find((l) => l.startsWith(`#${name}:`))
    ?.slice(name.length + 2);
const attr = (line: string, name: string) => new RegExp(`(?:^|[:,])${name}=("[^"]*"|[^,]*)`).exec(line)?.[1]?.replace(/^"|"$/g, '');
const fileOf = (clip: SourceClip, t: Track, file: string) => readFileSync(join(catalog.dir, clip.name, t.name, file));
/** Loops start every 12 s; t0 is 700 ms into live segment 600 (a loop start: 600 mod 6 = 0). */
const EPOCH = 0;
const t0 = 600 * 2000 + 700;

describe('LL-HLS media: parts are the fragments of the committed segments', () => {
  test('every video and audio segment is six moof+mdat fragments; the byte ranges tile the file exactly', () => {
    for (const clip of Object.values(catalog.clips)) {
      for (const t of [...clip.renditions, ...clip.audio]) {
        assert.equal(t.segments.length, 6, `${clip.name}/${t.name}`);
        for (const s of t.segments) {
          const bytes = fileOf(clip, t, s.file);
          assert.equal(s.parts.length, 6, `${clip.name}/${t.name}/${s.file}`);
          let at = 0;
          for (const [j, part] of s.parts.entries()) {
            assert.equal(part.offset, at, 'contiguous');
            const boxes = boxesOf(bytes, part.offset, part.offset + part.length).map((b) => b.type);
            // each range is one fragment: its leading boxes, then exactly one moof and one mdat
            assert.deepEqual(boxes.slice(-2), ['moof', 'mdat'], `${t.name}/${s.file} part ${j}: ${boxes.join(',')}`);
            assert.ok(boxes.slice(0, -2).every((b) => b === 'styp' || b === 'sidx'));
            assert.ok(part.duration > 0 && part.duration <= clip.partTarget, `part ${part.duration} s within PART-TARGET ${clip.partTarget}`);
            at += part.length;
          }
          assert.equal(at, bytes.length, 'the parts cover the whole segment');
          assert.ok(Math.abs(s.duration - 2) < 0.03, `${t.name}/${s.file} lasts ${s.duration} s`);
        }
      }
      // video: 24 fps, eight frames a part; only a segment's first part starts with a key frame
      for (const r of clip.renditions) {
        for (const s of r.segments) {
          assert.deepEqual(
            s.parts.map((p) => p.independent),
            [true, false, false, false, false, false],
          );
          assert.ok(s.parts.every((p) => Math.abs(p.duration - 1 / 3) < 1e-9));
        }
      }
      // audio: every AAC frame is a sync sample
      assert.ok(clip.audio.every((a) => a.segments.every((s) => s.parts.every((p) => p.independent))));
      assert.ok(clip.partTarget >= 1 / 3 && clip.partTarget < 0.35, `PART-TARGET ${clip.partTarget}`);
    }
  });

  test('decode times run on across the segments of one loop, from 0', () => {
    const info = trackInfoOf(fileOf(pitch, video, 'init.mp4'));
    let expected = 0;
    for (const s of video.segments) {
      for (const f of fragmentsOf(fileOf(pitch, video, s.file), info)) {
        assert.ok(Math.abs(f.start - expected) < 1e-9, `${s.file} fragment at ${f.start} s`);
        expected += f.duration;
      }
    }
    assert.ok(Math.abs(expected - pitch.duration) < 1e-9);
  });
});

describe('LL-HLS live playlists', () => {
  test('server control, part target, parts of the newest segments as exact byte ranges, and the preload hint', () => {
    const text = livePlaylist(pitch, video, t0, EPOCH, 60, undefined, LL);
    const partTarget = Number(attr(tag(text, 'EXT-X-PART-INF')!, 'PART-TARGET'));
    assert.equal(partTarget, pitch.partTarget);
    const control = tag(text, 'EXT-X-SERVER-CONTROL')!;
    assert.equal(attr(control, 'CAN-BLOCK-RELOAD'), 'YES');
    assert.ok(Number(attr(control, 'PART-HOLD-BACK')) >= 3 * partTarget, control);
    assert.equal(Number(attr(control, 'PART-HOLD-BACK')), 3, "the tenant's target latency");
    assert.equal(tag(text, 'EXT-X-TARGETDURATION'), '2');

    // segments 570..599 complete; parts of 598 and 599 (all six) and of 600 (two: 700 ms in)
    const all = lines(text);
    const parts = all.filter((l) => l.startsWith('#EXT-X-PART:'));
    assert.equal(parts.length, 6 + 6 + 2);
    assert.equal(all.filter((l) => l.startsWith('#EXTINF:')).length, 30);
    assert.equal(Number(tag(text, 'EXT-X-MEDIA-SEQUENCE')), 570);
    // parts come before their segment's EXTINF: the first listed part belongs to 598 (clip segment 4)
    const firstPart = all.indexOf(parts[0]!);
    assert.equal(all.slice(firstPart).filter((l) => l.startsWith('#EXTINF:')).length, 2);
    const expected = [4, 5, 0].flatMap((seg, i) => video.segments[seg]!.parts.slice(0, i < 2 ? 6 : 2).map((p) => ({ seg, p })));
    for (const [i, line] of parts.entries()) {
      const { seg, p } = expected[i]!;
      assert.equal(attr(line, 'URI'), fileUrl(pitch, video, `seg_${seg}.m4s`));
      assert.equal(attr(line, 'BYTERANGE'), `${p.length}@${p.offset}`);
      assert.equal(attr(line, 'DURATION'), p.duration.toFixed(3));
      assert.equal(attr(line, 'INDEPENDENT') === 'YES', i % 6 === 0, line);
      // the range holds a whole fragment of the real file
      const bytes = fileOf(pitch, video, `seg_${seg}.m4s`).subarray(p.offset, p.offset + p.length);
      assert.equal(boxesOf(bytes).at(-1)!.type, 'mdat');
    }
    // the loop starts in the segment in progress: its discontinuity and wall-clock time come before its first part
    const loop = all.lastIndexOf('#EXT-X-DISCONTINUITY');
    assert.equal(all[loop + 1], `#EXT-X-PROGRAM-DATE-TIME:${new Date(EPOCH + 600 * 2000).toISOString()}`);
    assert.equal(all[loop + 2], parts.at(-2));
    const hint = all.at(-1)!;
    assert.ok(hint.startsWith('#EXT-X-PRELOAD-HINT:TYPE=PART,'), hint);
    const next = video.segments[0]!.parts[2]!;
    assert.equal(attr(hint, 'URI'), fileUrl(pitch, video, 'seg_0.m4s'));
    assert.equal(Number(attr(hint, 'BYTERANGE-START')), next.offset);
    assert.equal(Number(attr(hint, 'BYTERANGE-LENGTH')), next.length);
    // the first listed segment's wall-clock time
    assert.equal(tag(text, 'EXT-X-PROGRAM-DATE-TIME'), new Date(EPOCH + 570 * 2000).toISOString());
  });

  test('a part appears only once the clock has passed its end, one after another', () => {
    const count = (now: number) => lines(livePlaylist(pitch, video, now, EPOCH, 60, undefined, LL)).filter((l) => l.startsWith('#EXT-X-PART:')).length;
    const start = 600 * 2000;
    assert.equal(count(start), 12, 'segment 600 just began: no part of it yet');
    let previous = 12;
    for (let j = 0; j < 5; j++) {
      const end = start + Math.round(((j + 1) * 1000) / 3);
      assert.equal(count(end - 1), previous, `1 ms before part ${j} ends`);
      assert.equal(count(end), previous + 1, `part ${j} exists once its end is passed`);
      previous++;
    }
    // the sixth part completes the segment: it becomes an EXTINF, and the oldest listed parts go
    assert.equal(count(start + 2000), 12);
    // audio parts follow their own (AAC) durations
    const audioText = livePlaylist(pitch, english, start + 400, EPOCH, 60, undefined, LL);
    const audioParts = lines(audioText).filter((l) => l.startsWith('#EXT-X-PART:'));
    assert.equal(audioParts.length, 13, 'one 341 ms AAC part of the new segment after 400 ms');
    assert.equal(
      tag(audioText, 'EXT-X-PART-INF'),
      tag(livePlaylist(pitch, video, start, EPOCH, 60, undefined, LL), 'EXT-X-PART-INF'),
      'one part target for every track',
    );
  });

  test('blocking reloads: answered at once when the part exists, held until its end, 400 too far ahead', () => {
    const start = 600 * 2000;
    // the existing second part and a whole old segment: ready now
    assert.ok((reloadReadyAt(pitch, video, EPOCH, t0, 600, 1) as number) <= t0);
    assert.ok((reloadReadyAt(pitch, video, EPOCH, t0, 599) as number) <= t0);
    assert.ok((reloadReadyAt(pitch, video, EPOCH, t0, 590, 5) as number) <= t0, 'a part of an older segment');
    // the next part: ready exactly when the clock passes its end
    assert.equal(reloadReadyAt(pitch, video, EPOCH, t0, 600, 2), start + 1000);
    // a whole segment: when it is complete
    assert.equal(reloadReadyAt(pitch, video, EPOCH, t0, 600), start + 2000);
    assert.equal(reloadReadyAt(pitch, video, EPOCH, t0, 602), start + 6000, 'two segments ahead is allowed');
    assert.equal(reloadReadyAt(pitch, video, EPOCH, t0, 603), 'too-far');
    // parts: at most ADVANCE_PART_LIMIT beyond the newest one (part 1 of 600)
    assert.equal(ADVANCE_PART_LIMIT, 3);
    assert.equal(reloadReadyAt(pitch, video, EPOCH, t0, 600, 4), start + 1667, 'three parts past the newest');
    assert.equal(reloadReadyAt(pitch, video, EPOCH, t0, 600, 5), 'too-far');
    assert.equal(reloadReadyAt(pitch, video, EPOCH, t0, 601, 0), 'too-far');
    // a part index past the segment's last means the next segment's first part
    const late = start + 1900;
    assert.equal(reloadReadyAt(pitch, video, EPOCH, late, 600, 6), reloadReadyAt(pitch, video, EPOCH, late, 601, 0));
    assert.equal(reloadReadyAt(pitch, video, EPOCH, late, 601, 0), start + 2000 + 333);
    // a subtitle track has no parts: a part request waits for the whole segment
    assert.equal(reloadReadyAt(pitch, pitch.subtitles[0]!, EPOCH, t0, 600, 2), start + 2000);
  });

  test('a held reload waits for the clock, at most the hold bound (no real waiting: the sleep is simulated)', async () => {
    let clock = 1000;
    const slept: number[] = [];
    const sleep = async (ms: number) => {
      slept.push(ms);
      clock += ms;
    };
    assert.equal(await holdUntil(1250, () => clock, LIVE_HOLD_MS, sleep), true);
    assert.ok(clock >= 1250 && clock < 1350, `answered when the clock passed (${clock})`);
    assert.deepEqual(slept.slice(0, 2), [100, 100], 'looks at the clock every 100 ms');
    // a clock that does not move (or a part that never comes): 503 after the bound
    slept.length = 0;
    const frozen = await holdUntil(
      5000,
      () => 0,
      300,
      async (ms) => void slept.push(ms),
    );
    assert.equal(frozen, false);
    assert.equal(
      slept.reduce((a, b) => a + b, 0),
      300,
    );
    assert.equal(LIVE_HOLD_MS, 3 * 2000, 'three target durations');
    // already there: no sleep at all
    slept.length = 0;
    assert.equal(
      await holdUntil(
        10,
        () => 20,
        LIVE_HOLD_MS,
        async (ms) => void slept.push(ms),
      ),
      true,
    );
    assert.deepEqual(slept, []);
  });

  test('low latency off: the plain window, no LL-HLS tag', () => {
    const text = livePlaylist(pitch, video, t0, EPOCH, DVR_WINDOW_SECONDS);
    for (const name of ['EXT-X-PART', 'EXT-X-PART-INF', 'EXT-X-SERVER-CONTROL', 'EXT-X-PRELOAD-HINT']) assert.equal(tag(text, name), undefined, name);
    assert.ok(lines(text).filter((l) => l.startsWith('#EXTINF:')).length >= DVR_WINDOW_SECONDS / 2);
  });
});

describe('captions and alternate audio', () => {
  test('master playlist: the audio group (default from the tenant language), the subtitle group, variants pointing at both', () => {
    for (const [language, expectedDefault] of [
      ['he', 'he'],
      ['en', 'en'],
      ['fr', 'en'],
      [undefined, 'en'],
    ] as const) {
      const text = masterPlaylist(pitch, 'main', '?exp=1&sig=s', language);
      const audio = lines(text).filter((l) => l.startsWith('#EXT-X-MEDIA:TYPE=AUDIO,'));
      assert.equal(audio.length, 3);
      assert.ok(audio.every((l) => attr(l, 'GROUP-ID') === 'aud'));
      assert.deepEqual(
        audio.filter((l) => attr(l, 'DEFAULT') === 'YES').map((l) => attr(l, 'LANGUAGE')),
        [expectedDefault],
      );
      // the stadium-only track has no language and is never picked by a language preference
      const ambient = audio.find((l) => attr(l, 'NAME') === 'Stadium only')!;
      assert.equal(attr(ambient, 'LANGUAGE'), undefined);
      assert.equal(attr(ambient, 'AUTOSELECT'), 'NO');
      assert.equal(attr(ambient, 'URI'), 'main/audio-amb.m3u8?exp=1&sig=s');
      const subs = lines(text).filter((l) => l.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES,'));
      assert.deepEqual(
        subs.map((l) => [attr(l, 'GROUP-ID'), attr(l, 'LANGUAGE'), attr(l, 'URI')]),
        [
          ['subs', 'en', 'main/subs-en.m3u8?exp=1&sig=s'],
          ['subs', 'he', 'main/subs-he.m3u8?exp=1&sig=s'],
        ],
      );
      const variants = lines(text).filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
      assert.equal(variants.length, 2);
      assert.ok(variants.every((v) => attr(v, 'AUDIO') === 'aud' && attr(v, 'SUBTITLES') === 'subs' && attr(v, 'CODECS')!.endsWith(',mp4a.40.2')));
      // the variant's bandwidth counts its video and the largest audio rendition
      const videoPeak = Math.max(...video.segments.map((s) => (fileOf(pitch, video, s.file).length * 8) / s.duration));
      assert.equal(Number(attr(variants[0]!, 'BANDWIDTH')), Math.ceil(videoPeak) + Math.max(...pitch.audio.map((a) => a.peakBandwidth)));
    }
  });

  test('VOD subtitle playlists: one WebVTT file per segment, no init, timestamps mapped to the fMP4 timeline', () => {
    for (const clip of Object.values(catalog.clips)) {
      for (const s of clip.subtitles) {
        const text = vodPlaylist(clip, s);
        assert.equal(tag(text, 'EXT-X-MAP'), undefined);
        assert.equal(lines(text).filter((l) => l.endsWith('.vtt')).length, 6);
        for (const [k, seg] of s.segments.entries()) {
          const vtt = fileOf(clip, s, seg.file).toString('utf8');
          assert.match(vtt, /^WEBVTT\n/);
          // MPEGTS 0 is the video's first decode time (0, checked above), LOCAL 0 the cue clock's origin
          assert.match(vtt, /\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00\.000\n/);
          const cue = /(\d\d):(\d\d):(\d\d\.\d{3}) --> (\d\d):(\d\d):(\d\d\.\d{3})\n(.+)/.exec(vtt)!;
          const [from, to] = [Number(cue[3]) + 60 * Number(cue[2]), Number(cue[6]) + 60 * Number(cue[5])];
          assert.ok(from >= k * 2 && to <= (k + 1) * 2 && from < to, `${clip.name}/${s.name}/${seg.file}: cue ${from}-${to} inside its segment`);
          assert.ok(cue[7]!.length > 5, 'a real line of text');
          if (s.language === 'he') assert.match(cue[7]!, /[\u0590-\u05FF]/, 'Hebrew');
        }
      }
    }
  });

  test('live captions follow the loop: every cue lands on the wall clock of its own segment, across loop points', () => {
    const subs = pitch.subtitles.find((s) => s.language === 'en')!;
    // a 20 s window over segments 591..600: the loop point at 594 and at 600
    const text = livePlaylist(pitch, subs, 601 * 2000 + 10, EPOCH, 20, undefined, LL);
    assert.equal(tag(text, 'EXT-X-SERVER-CONTROL'), 'CAN-BLOCK-RELOAD=YES', 'blocking at segment granularity, no parts');
    let msn = Number(tag(text, 'EXT-X-MEDIA-SEQUENCE'));
    // a player's view: media time restarts at each discontinuity; a PDT gives the wall clock of its segment
    let pdt: number | null = null;
    let loopStart = NaN;
    const seen: string[] = [];
    for (const line of lines(text)) {
      if (line === '#EXT-X-DISCONTINUITY') loopStart = NaN;
      if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pdt = Date.parse(line.slice(25));
      if (line.startsWith('#')) continue;
      const file = line.slice(line.lastIndexOf('/') + 1);
      const k = Number(/seg_(\d)\.vtt/.exec(file)![1]);
      assert.equal(k, msn % 6, 'the loop position of the live segment');
      if (pdt !== null) [loopStart, pdt] = [pdt - k * 2000, null];
      assert.ok(!Number.isNaN(loopStart), `segment ${msn} has a wall clock`);
      // the cue's media time (LOCAL maps to MPEGTS 0, the loop's first decode time) on its loop's wall clock
      const vtt = fileOf(pitch, subs, file).toString('utf8');
      const local = /00:00:(\d\d\.\d{3}) -->/.exec(vtt)!;
      const cueWall = loopStart + Number(local[1]) * 1000;
      const segmentWall = EPOCH + msn * 2000;
      assert.ok(cueWall >= segmentWall && cueWall < segmentWall + 2000, `segment ${msn}: cue at ${cueWall}, segment from ${segmentWall}`);
      seen.push(/\n([^\n]+)\n*$/.exec(vtt)![1]!);
      msn++;
    }
    assert.equal(msn, 601);
    assert.equal(seen.length, 10);
    assert.equal(seen[3], seen[9], 'the same cue text a loop later');
    assert.match(text, /seg_5\.vtt\n#EXT-X-DISCONTINUITY\n#EXT-X-PROGRAM-DATE-TIME:[^\n]+\n#EXTINF:2\.000,\n[^\n]+seg_0\.vtt/);
  });

  test('audio renditions: AAC-LC fMP4 with the same 2 s segments and parts as the video, a live playlist each', () => {
    for (const a of pitch.audio) {
      assert.equal(a.codecs, 'mp4a.40.2');
      const text = livePlaylist(pitch, a, t0, EPOCH, 60, undefined, LL);
      assert.equal(tag(text, 'EXT-X-MEDIA-SEQUENCE'), tag(livePlaylist(pitch, video, t0, EPOCH, 60, undefined, LL), 'EXT-X-MEDIA-SEQUENCE'));
      assert.match(tag(text, 'EXT-X-MAP')!, new RegExp(`/${a.name}/init\\.mp4"$`));
      assert.ok(a.peakBandwidth > 30_000 && a.peakBandwidth < 80_000, `${a.name}: ${a.peakBandwidth} bit/s`);
    }
    // the commentaries differ from the stadium-only track and from each other
    const first = (name: string) =>
      fileOf(
        pitch,
        pitch.audio.find((a) => a.name === name)!,
        'seg_0.m4s',
      );
    assert.notDeepEqual(first('audio-en'), first('audio-he'));
    assert.notDeepEqual(first('audio-en'), first('audio-amb'));
  });
});
