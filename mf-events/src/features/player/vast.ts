// VAST pre-roll (timeOffset 0) through @dailymotion/vast-client: the first linear creative's
// progressive MP4 and its tracker. Any failure (fetch, parse, no playable file, timeout)
// resolves to null so the content plays without the ad.
import { VASTClient, VASTTracker } from '@dailymotion/vast-client';

export interface Preroll {
  mediaUrl: string;
  /** Seconds after which the viewer may skip; null when not skippable. */
  skipAfter: number | null;
  tracker: VASTTracker;
}

export const VAST_TIMEOUT_MS = 4000;

export async function loadPreroll(vastUrl: string, timeoutMs = VAST_TIMEOUT_MS): Promise<Preroll | null> {
  try {
    const client = new VASTClient();
    const response = await client.get(vastUrl, { timeout: timeoutMs, withCredentials: false });
    for (const ad of response.ads) {
      for (const creative of ad.creatives) {
        if (creative.type !== 'linear') continue;
        const linear = creative as unknown as { mediaFiles: Array<{ fileURL: string | null; mimeType: string | null }>; skipDelay: number | null };
        const file = linear.mediaFiles.find((f) => f.fileURL && (f.mimeType ?? '').includes('mp4'));
        if (!file?.fileURL) continue;
        const tracker = new VASTTracker(client, ad, creative);
        return { mediaUrl: file.fileURL, skipAfter: linear.skipDelay ?? null, tracker };
      }
    }
    return null;
  } catch (error) {
    console.warn('The pre-roll could not be loaded; playing the content', error);
    return null;
  }
}
