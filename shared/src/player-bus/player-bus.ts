// Lets the shell's survey pause and resume whichever player a remote has mounted,
// without either importing the other (docs/product.md "Survey").

export interface PlayerControls {
  isPlaying(): boolean;
  isFullscreen(): boolean;
  pause(): void;
  play(): void;
}

let current: PlayerControls | null = null;

export const playerBus = {
  /** A player registers on mount; the returned function unregisters it (only if still current). */
  register(controls: PlayerControls): () => void {
    current = controls;
    return () => {
      if (current === controls) current = null;
    };
  },
  hasPlayer: (): boolean => current !== null,
  isPlaying: (): boolean => current?.isPlaying() ?? false,
  isFullscreen: (): boolean => current?.isFullscreen() ?? false,
  pause(): void {
    current?.pause();
  },
  play(): void {
    current?.play();
  },
};
