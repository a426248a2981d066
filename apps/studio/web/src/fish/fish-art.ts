// The fish and reef SVGs (web/public/art/fish) loaded as images and rasterised once per stage scale: drawing a
// bitmap each frame is far cheaper than re-rendering vector art 60 times a second.
import type { FishType } from '../../../src/engine/types';

/** The art's URL for a fish type (or 'background'). */
export const fishArtUrl = (name: string): string => `${import.meta.env.BASE_URL}art/fish/${name}.svg`;

const loadImage = (url: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`Cannot load ${url}`));
    img.src = url;
  });

/** A fish picture at one scale, plus its white silhouette for the hit flash. */
export type Sprite = {
  image: HTMLCanvasElement;
  flash: HTMLCanvasElement;
  /** Size on the logical stage. */
  width: number;
  height: number;
};

/**
 * How large a fish is drawn for its hit radius: the circle covers the body, so long fish (shark, whale, dragon)
 * reach further beyond it than round ones (pufferfish).
 */
export const spriteSize = (radius: number, aspect: number): { width: number; height: number } => {
  const width = 2 * radius * (1.1 + 0.22 * aspect);
  return { width, height: width / aspect };
};

const canvasOf = (w: number, h: number): HTMLCanvasElement => {
  const c = document.createElement('canvas');
  c.width = Math.max(1, Math.ceil(w));
  c.height = Math.max(1, Math.ceil(h));
  return c;
};

export class FishArt {
  private images = new Map<string, HTMLImageElement>();
  private sprites = new Map<string, Sprite>();
  private backdrop: HTMLCanvasElement | null = null;
  private scale = 0;

  /** Loads the reef and every fish type's art; rejects when any image is missing. */
  async load(types: readonly FishType[]): Promise<void> {
    const names = ['background', ...types.map((t) => t.id)];
    const images = await Promise.all(names.map((n) => loadImage(fishArtUrl(n))));
    names.forEach((n, i) => {
      const img = images[i];
      if (img) this.images.set(n, img);
    });
  }

  get ready(): boolean {
    return this.images.size > 0;
  }

  /** Re-rasterises for a new device-pixels-per-logical-pixel scale (after a resize or zoom). */
  setScale(scale: number, types: readonly FishType[], stage: { width: number; height: number }) {
    if (!this.ready || scale === this.scale) return;
    this.scale = scale;
    this.sprites.clear();
    for (const type of types) {
      const img = this.images.get(type.id);
      if (!img || !img.naturalWidth || !img.naturalHeight) continue;
      const { width, height } = spriteSize(type.radius, img.naturalWidth / img.naturalHeight);
      const image = canvasOf(width * scale, height * scale);
      image.getContext('2d')?.drawImage(img, 0, 0, image.width, image.height);
      const flash = canvasOf(image.width, image.height);
      const fctx = flash.getContext('2d');
      if (fctx) {
        fctx.drawImage(image, 0, 0);
        // Keep the fish's outline and paint it white: a silhouette that can be faded over the fish.
        fctx.globalCompositeOperation = 'source-in';
        fctx.fillStyle = '#fffbe6';
        fctx.fillRect(0, 0, flash.width, flash.height);
      }
      this.sprites.set(type.id, { image, flash, width, height });
    }
    const bg = this.images.get('background');
    if (bg) {
      this.backdrop = canvasOf(stage.width * scale, stage.height * scale);
      this.backdrop.getContext('2d')?.drawImage(bg, 0, 0, this.backdrop.width, this.backdrop.height);
    }
  }

  sprite(type: string): Sprite | undefined {
    return this.sprites.get(type);
  }

  get background(): HTMLCanvasElement | null {
    return this.backdrop;
  }
}
