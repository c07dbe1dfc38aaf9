#!/usr/bin/env bash
# Regenerates the committed demo media in api/media/ from synthetic sources (nothing is
# downloaded; the API never encodes at run time). Needs Debian's ffmpeg (apt-get install ffmpeg)
# with libx264, libfreetype and the DejaVu fonts.
#
#   pitch/  event footage (testsrc2 + 440 Hz beeps): 360p ~300 kbit/s, 720p ~1000 kbit/s
#   studio/ channel and clip footage (smptebars + 660 Hz beeps): same two renditions
#   pano/   panoramic camera (wide testsrc2, 1280x360 ~500 kbit/s)
#   ads/    a 5 s pre-roll (progressive MP4) for the demo VAST documents
#
# Every rendition is H.264 Main + AAC-LC in fragmented MP4 HLS, 2 s segments (one key frame
# each, so renditions switch on any boundary and the live simulation can loop on any segment).
# A burnt-in clip name, rendition and running clock (time and frame number) make playback
# progress and quality switches visible. catalog.json describes what the API serves.
set -euo pipefail

MEDIA_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/media"
DURATION=12      # seconds per clip (the live simulation loops it)
SEGMENT=2        # seconds per segment
FPS=25
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf

command -v ffmpeg >/dev/null || { echo "ffmpeg missing: apt-get install -y ffmpeg" >&2; exit 1; }
[ -f "$FONT" ] || { echo "font missing: $FONT (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }

# bit-exact output so a regeneration with the same ffmpeg does not churn the repository
EXACT=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1)

# rendition <clip> <name> <video source> <width> <height> <kbit/s> <level> <tone Hz> <label colour>
rendition() {
  local clip=$1 name=$2 source=$3 w=$4 h=$5 rate=$6 level=$7 tone=$8 colour=$9
  local out="$MEDIA_DIR/$clip/$name"
  local size=$((h / 12))
  rm -rf "$out" && mkdir -p "$out"
  local text="drawtext=fontfile=$FONT:fontsize=$size:fontcolor=white:box=1:boxcolor=${colour}@0.8:boxborderw=$((size / 3))"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$source=size=${w}x${h}:rate=$FPS:duration=$DURATION" \
    -f lavfi -i "sine=frequency=$tone:beep_factor=4:sample_rate=48000:duration=$DURATION" \
    -vf "$text:x=(w-tw)/2:y=h/10:text='${clip^^} ${name}',$text:x=(w-tw)/2:y=h-h/10-th:text='%{pts\:hms} #%{n}'" \
    -c:v libx264 -profile:v main -level:v "$level" -pix_fmt yuv420p -preset medium -x264-params threads=1 \
    -b:v "${rate}k" -maxrate "$((rate * 11 / 10))k" -bufsize "$((rate * 2))k" \
    -g $((FPS * SEGMENT)) -keyint_min $((FPS * SEGMENT)) -sc_threshold 0 \
    -c:a aac -b:a 48k -ac 1 \
    "${EXACT[@]}" \
    -f hls -hls_time $SEGMENT -hls_playlist_type vod -hls_segment_type fmp4 \
    -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$out/seg_%d.m4s" "$out/index.m3u8"
}

rendition pitch 360p testsrc2 640 360 300 3.0 440 0x1d4ed8
rendition pitch 720p testsrc2 1280 720 1000 3.1 440 0x1d4ed8
rendition studio 360p smptebars 640 360 300 3.0 660 0xb91c1c
rendition studio 720p smptebars 1280 720 1000 3.1 660 0xb91c1c
rendition pano wide testsrc2 1280 360 500 3.1 440 0x047857

# The pre-roll: progressive MP4 (what VAST media files are), moov first so it starts at once.
mkdir -p "$MEDIA_DIR/ads"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "rgbtestsrc=size=640x360:rate=$FPS:duration=5" \
  -f lavfi -i "sine=frequency=880:beep_factor=2:sample_rate=48000:duration=5" \
  -vf "drawtext=fontfile=$FONT:fontsize=40:fontcolor=white:box=1:boxcolor=black@0.7:boxborderw=12:x=(w-tw)/2:y=(h-th)/2:text='AD %{eif\:5-t\:d}'" \
  -c:v libx264 -profile:v main -level:v 3.0 -pix_fmt yuv420p -preset medium -x264-params threads=1 -b:v 250k \
  -c:a aac -b:a 48k -ac 1 "${EXACT[@]}" -movflags +faststart "$MEDIA_DIR/ads/preroll.mp4"

# What the API needs beyond the files: resolution and RFC 6381 codecs per rendition
# (Main profile: avc1.4d00XX with XX the level in hex; AAC-LC: mp4a.40.2).
cat >"$MEDIA_DIR/catalog.json" <<JSON
{
  "segmentSeconds": $SEGMENT,
  "clips": {
    "pitch": [
      { "name": "360p", "width": 640, "height": 360, "codecs": "avc1.4d001e,mp4a.40.2" },
      { "name": "720p", "width": 1280, "height": 720, "codecs": "avc1.4d001f,mp4a.40.2" }
    ],
    "studio": [
      { "name": "360p", "width": 640, "height": 360, "codecs": "avc1.4d001e,mp4a.40.2" },
      { "name": "720p", "width": 1280, "height": 720, "codecs": "avc1.4d001f,mp4a.40.2" }
    ],
    "pano": [{ "name": "wide", "width": 1280, "height": 360, "codecs": "avc1.4d001f,mp4a.40.2" }]
  }
}
JSON

du -sh "$MEDIA_DIR"
