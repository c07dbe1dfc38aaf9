#!/usr/bin/env bash
# Regenerates the committed demo media in api/media/ from synthetic sources (nothing is
# downloaded; the API never encodes at run time). Needs Debian's ffmpeg, espeak-ng and sox
# (apt-get install -y ffmpeg espeak-ng sox fonts-dejavu-core).
#
#   pitch/  event footage (testsrc2): video 360p ~300 kbit/s, 720p ~1000 kbit/s
#   studio/ channel and clip footage (smptebars): same two renditions
#   pano/   panoramic camera (wide testsrc2, 1280x360 ~500 kbit/s)
#   each clip also has audio-en, audio-he (spoken commentary over crowd noise), audio-amb (crowd
#   only), and subs-en, subs-he (WebVTT captions of the commentary, one file per segment)
#   ads/    a 5 s pre-roll (progressive MP4) for the demo VAST documents
#
# Video renditions are H.264 Main without sound or B-frames (decode order is display order);
# audio renditions AAC-LC 48 kbit/s mono; both fragmented MP4 in 2 s segments, each segment made
# of six fragments (moof+mdat) of ~1/3 s, so the live simulation serves every fragment as an
# LL-HLS part (a byte range of its segment). 24 fps
# makes a fragment exactly eight frames; every segment starts with a key frame (renditions
# switch on any boundary, the live simulation loops on any segment). A burnt-in clip name,
# rendition and running clock (time and frame number) make progress and quality switches
# visible; the commentary and captions name the clock's seconds. catalog.json describes what the
# API serves; catalog.ts reads segment durations and fragment byte ranges from the files.
set -euo pipefail

MEDIA_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/media"
DURATION=12      # seconds per clip (the live simulation loops it)
SEGMENT=2        # seconds per segment
FPS=24
PART=0.333333    # seconds per fragment (LL-HLS part)
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf

for tool in ffmpeg espeak-ng sox; do
  command -v $tool >/dev/null || { echo "$tool missing: apt-get install -y ffmpeg espeak-ng sox" >&2; exit 1; }
done
[ -f "$FONT" ] || { echo "font missing: $FONT (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }

# bit-exact output so a regeneration with the same tools does not churn the repository
EXACT=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1)
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# fragmented <input options and codec options...> <out dir>: the dash muxer's chunked segments,
# renamed seg_0.m4s… (it numbers from 1) next to init.mp4; its manifests are dropped. Every track
# starts at decode and presentation time 0 with no edit list: an AAC encoder's priming (a negative
# first timestamp trimmed by an edit list) and B-frames' decode delay made the browser's media
# buffers and hls.js disagree on where the separate audio and the video begin, and the player
# stalled at 0 before its first frame (bufferAppendNoProgress), most often with several players.
fragmented() {
  local out="${*: -1}"
  local tmp="$WORK/dash"
  rm -rf "$tmp" "$out" && mkdir -p "$tmp" "$out"
  ffmpeg -hide_banner -loglevel error -y -threads 1 "${@:1:$#-1}" "${EXACT[@]}" \
    -avoid_negative_ts make_zero -format_options use_editlist=0 \
    -f dash -seg_duration $SEGMENT -frag_type duration -frag_duration $PART -use_timeline 0 -use_template 1 \
    -init_seg_name init.mp4 -media_seg_name 'seg_$Number$.m4s' "$tmp/manifest.mpd"
  mv "$tmp/init.mp4" "$out/init.mp4"
  # an audio encode ends with one extra AAC frame (the encoder's priming): a 7th segment of 21 ms, dropped
  local n
  for n in $(seq 1 $((DURATION / SEGMENT))); do mv "$tmp/seg_$n.m4s" "$out/seg_$((n - 1)).m4s"; done
}

# video <clip> <name> <video source> <width> <height> <kbit/s> <level> <label colour>
video() {
  local clip=$1 name=$2 source=$3 w=$4 h=$5 rate=$6 level=$7 colour=$8
  local size=$((h / 12))
  local text="drawtext=fontfile=$FONT:fontsize=$size:fontcolor=white:box=1:boxcolor=${colour}@0.8:boxborderw=$((size / 3))"
  fragmented -f lavfi -i "$source=size=${w}x${h}:rate=$FPS:duration=$DURATION" \
    -vf "$text:x=(w-tw)/2:y=h/10:text='${clip^^} ${name}',$text:x=(w-tw)/2:y=h-h/10-th:text='%{pts\:hms} #%{n}'" \
    -c:v libx264 -profile:v main -level:v "$level" -pix_fmt yuv420p -preset medium -x264-params threads=1 \
    -b:v "${rate}k" -maxrate "$((rate * 11 / 10))k" -bufsize "$((rate * 2))k" \
    -bf 0 -g $((FPS * SEGMENT)) -keyint_min $((FPS * SEGMENT)) -sc_threshold 0 -an \
    "$MEDIA_DIR/$clip/$name"
}

# Crowd noise: pink noise through a low-pass, swelling slowly (sox -R: the same noise every run).
sox -R -n -r 48000 -c 1 -b 16 "$WORK/crowd.wav" synth $DURATION pinknoise vol 0.35 lowpass 1200 tremolo 0.4 35 fade 0 $DURATION 0

# Six commentary lines per clip and language, one per 2 s segment, spoken from 0.15 s into it.
PITCH_EN=("Kick-off! Blue start us off." "Two seconds in, out to the left." "Four seconds, a cross comes in." "Six seconds, headed clear!" "Eight seconds, won back in midfield." "Ten seconds, a shot. Just wide!")
PITCH_HE=("שריקת פתיחה! הכחולים פותחים." "שתי שניות, מסירה לאגף שמאל." "ארבע שניות, הגבהה לרחבה." "שש שניות, נגיחה החוצה!" "שמונה שניות, כדור חוזר במרכז." "עשר שניות, בעיטה מרחוק, ליד!")
STUDIO_EN=("Welcome back to the studio." "Two seconds: the colour bars." "Four seconds: our panel is ready." "Six seconds: a look at the table." "Eight seconds: late kick-offs next." "Ten seconds: stay with us.")
STUDIO_HE=("ברוכים השבים לאולפן." "שתי שניות: פסי הצבע על המסך." "ארבע שניות: הפאנל מוכן." "שש שניות: מבט על הטבלה." "שמונה שניות: המשחקים המאוחרים." "עשר שניות: הישארו איתנו.")

# vtt_time <seconds with 3 decimals, e.g. 2.150>: 00:00:02.150
vtt_time() { printf '00:00:%06.3f' "$1"; }

# commentary <clip> <lang> <espeak voice> <lines...>: audio-<lang> (speech over the crowd) and
# subs-<lang> (a WebVTT file per segment whose cue is on screen while its line is spoken).
commentary() {
  local clip=$1 lang=$2 voice=$3
  shift 3
  local lines=("$@") parts=() k=0
  local subs="$MEDIA_DIR/$clip/subs-$lang"
  rm -rf "$subs" && mkdir -p "$subs"
  for line in "${lines[@]}"; do
    espeak-ng -v "$voice" -s 190 -w "$WORK/line.wav" "$line"
    # a line longer than 1.75 s is spoken faster to fit; then 0.15 s of silence before it and
    # silence after it up to the segment's end
    local tempo
    tempo=$(awk -v d="$(soxi -D "$WORK/line.wav")" 'BEGIN { printf "%.3f", (d > 1.75 ? d / 1.75 : 1) }')
    sox -V1 "$WORK/line.wav" -r 48000 -c 1 -b 16 "$WORK/part_$k.wav" tempo -s "$tempo" pad 0.15 $SEGMENT trim 0 $SEGMENT
    parts+=("$WORK/part_$k.wav")
    # Cue times are on the clip's own media timeline (it starts at 0); the timestamp map says so,
    # so a player lines them up with the fMP4 segments, in every loop of the live window.
    {
      printf 'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n'
      printf '%s --> %s\n%s\n' "$(vtt_time "$((k * SEGMENT)).100")" "$(vtt_time "$((k * SEGMENT + 1)).900")" "$line"
    } >"$subs/seg_$k.vtt"
    k=$((k + 1))
  done
  sox -V1 "${parts[@]}" "$WORK/speech.wav"
  sox -V1 -m -v 1.2 "$WORK/speech.wav" -v 0.5 "$WORK/crowd.wav" "$WORK/mix.wav"
  fragmented -i "$WORK/mix.wav" -c:a aac -b:a 48k -ac 1 "$MEDIA_DIR/$clip/audio-$lang"
}

for clip in pitch studio pano; do rm -rf "$MEDIA_DIR/$clip"; done
video pitch 360p testsrc2 640 360 300 3.0 0x1d4ed8
video pitch 720p testsrc2 1280 720 1000 3.1 0x1d4ed8
video studio 360p smptebars 640 360 300 3.0 0xb91c1c
video studio 720p smptebars 1280 720 1000 3.1 0xb91c1c
video pano wide testsrc2 1280 360 500 3.1 0x047857
for clip in pitch studio pano; do
  if [ $clip = studio ]; then en=("${STUDIO_EN[@]}") he=("${STUDIO_HE[@]}"); else en=("${PITCH_EN[@]}") he=("${PITCH_HE[@]}"); fi
  commentary $clip en en-us "${en[@]}"
  commentary $clip he he "${he[@]}"
  fragmented -i "$WORK/crowd.wav" -c:a aac -b:a 48k -ac 1 "$MEDIA_DIR/$clip/audio-amb"
done

# The pre-roll: progressive MP4 (what VAST media files are), moov first so it starts at once.
mkdir -p "$MEDIA_DIR/ads"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "rgbtestsrc=size=640x360:rate=25:duration=5" \
  -f lavfi -i "sine=frequency=880:beep_factor=2:sample_rate=48000:duration=5" \
  -vf "drawtext=fontfile=$FONT:fontsize=40:fontcolor=white:box=1:boxcolor=black@0.7:boxborderw=12:x=(w-tw)/2:y=(h-th)/2:text='AD %{eif\:5-t\:d}'" \
  -c:v libx264 -profile:v main -level:v 3.0 -pix_fmt yuv420p -preset medium -x264-params threads=1 -b:v 250k \
  -c:a aac -b:a 48k -ac 1 "${EXACT[@]}" -movflags +faststart "$MEDIA_DIR/ads/preroll.mp4"

# What the API needs beyond the files: resolution and RFC 6381 codecs per video rendition (Main
# profile: avc1.4d00XX with XX the level in hex; the variant names the audio group's AAC-LC too),
# and the audio and subtitle renditions with their languages.
VIDEO_CODECS_30='avc1.4d001e,mp4a.40.2'
VIDEO_CODECS_31='avc1.4d001f,mp4a.40.2'
TRACKS='"audio": [
      { "name": "audio-en", "language": "en", "label": "English", "codecs": "mp4a.40.2" },
      { "name": "audio-he", "language": "he", "label": "עברית", "codecs": "mp4a.40.2" },
      { "name": "audio-amb", "label": "Stadium only", "codecs": "mp4a.40.2" }
    ],
    "subtitles": [
      { "name": "subs-en", "language": "en", "label": "English" },
      { "name": "subs-he", "language": "he", "label": "עברית" }
    ]'
cat >"$MEDIA_DIR/catalog.json" <<JSON
{
  "segmentSeconds": $SEGMENT,
  "frameRate": $FPS,
  "clips": {
    "pitch": {
      "video": [
        { "name": "360p", "width": 640, "height": 360, "codecs": "$VIDEO_CODECS_30" },
        { "name": "720p", "width": 1280, "height": 720, "codecs": "$VIDEO_CODECS_31" }
      ],
      $TRACKS
    },
    "studio": {
      "video": [
        { "name": "360p", "width": 640, "height": 360, "codecs": "$VIDEO_CODECS_30" },
        { "name": "720p", "width": 1280, "height": 720, "codecs": "$VIDEO_CODECS_31" }
      ],
      $TRACKS
    },
    "pano": {
      "video": [{ "name": "wide", "width": 1280, "height": 360, "codecs": "$VIDEO_CODECS_31" }],
      $TRACKS
    }
  }
}
JSON

du -sh "$MEDIA_DIR"
