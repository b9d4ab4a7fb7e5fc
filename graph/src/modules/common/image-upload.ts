import type { FieldError } from '@federa/schema/validation/auth';
import { DomainError } from './domain-error';
import type { Folder } from './file-store';
import { readImage, removeImage, storeImage, toPng, type ImageSize } from './images';
import { Slots } from './slots';

/**
 * A record's image (a dojo's logo, a member's avatar, a course's poster): the folder of its files,
 * their kind, and the names a save may send back besides a new image (the member's 'default.jpg').
 */
export type ImageSlot = { folder: Folder; kind: ImageSize; names?: readonly string[] };

/**
 * Decoding 12 MB holds a core for up to seconds and sharp's buffers in memory: the machine has
 * two cores, so two decodes run at once and a few more wait their turn. Past that, waiting would
 * only grow memory and answer times without bound; the upload is refused at once with a field
 * error asking to try again (nothing is decoded nor stored for it).
 */
export const DECODES = { running: 2, waiting: 6 };

/** Every slot and place in line taken: told to the caller as their field's try-again error. */
class DecodesBusy extends Error {}

// One line for every upload (no caller has a share of its own): in arrival order, no newcomer
// overtaking the queue.
const decodeSlots = new Slots(
  {
    atOnce: DECODES.running,
    perCaller: DECODES.running,
    waiting: DECODES.waiting,
    waitingPerCaller: DECODES.waiting,
  },
  () => new DecodesBusy(),
);

async function decodeSlot<T>(field: string, decode: () => Promise<T>): Promise<T> {
  try {
    return await decodeSlots.run('decodes', decode);
  } catch (error) {
    if (error instanceof DecodesBusy) throw DomainError.invalid([{ field, key: 'images.busy' }]);
    throw error;
  }
}

/**
 * What a save sent for the image, read, checked, re-encoded and stored before the save's
 * transaction opens: decoding takes up to seconds for 12 MB, and must not hold a row lock and a
 * pooled connection meanwhile. The save then asks `fileFor` which name the record keeps, inside
 * `saving`, which removes the new file if the save fails and the replaced one once it succeeded.
 */
export class ImageUpload {
  private constructor(
    private readonly slot: ImageSlot,
    private readonly field: string,
    private readonly value: string,
    /** The new file's name, when a new image was stored. */
    readonly stored: string | null,
    private readonly errors: FieldError[],
  ) {}

  /** Whether `receive` will decode this value (a data URL): what a caller refuses before it. */
  static decodes(value: string | null | undefined): boolean {
    return (value ?? '').trim().startsWith('data:');
  }

  /**
   * A data URL becomes a stored PNG under a fresh name, or field errors under `field` (the
   * caller's name for it). Anything else is a name, resolved against the record by `fileFor`.
   */
  static async receive(
    slot: ImageSlot,
    value: string | null | undefined,
    field: string,
  ): Promise<ImageUpload> {
    const text = (value ?? '').trim();
    if (!ImageUpload.decodes(text)) return new ImageUpload(slot, field, text, null, []);
    try {
      const png = await decodeSlot(field, async () => {
        const bytes = await readImage(text, field);
        // A header that reads well over pixels that do not (cut short, corrupt) fails only here.
        return toPng(bytes, slot.kind).catch(() => {
          throw DomainError.invalid([{ field, key: 'images.invalid' }]);
        });
      });
      let stored: string;
      try {
        stored = await storeImage(slot.folder, png);
      } catch {
        // A full disk, an unreachable bucket (the store logged why): the save goes no further.
        throw DomainError.invalid([{ field, key: 'images.unavailable' }]);
      }
      return new ImageUpload(slot, field, text, stored, []);
    } catch (error) {
      if (!(error instanceof DomainError) || !error.options.fields) throw error;
      return new ImageUpload(slot, field, text, null, error.options.fields);
    }
  }

  /**
   * The name the record saves: the new file; the current one when nothing, or the current name,
   * was sent; one of the slot's names. Any other text, or a refused image, adds its field errors
   * to `errors` (so that they come with the save's others) and keeps the current one.
   */
  fileFor(current: string | null, errors: FieldError[]): string | null {
    if (this.stored) return this.stored;
    errors.push(...this.errors);
    if (!this.value || this.value === current || this.errors.length) return current;
    if (this.slot.names?.includes(this.value)) return this.value;
    errors.push({ field: this.field, key: 'images.invalid' });
    return current;
  }

  /**
   * Runs the save. If it fails, the new file goes and the record keeps the old one; once it
   * succeeded, the file it replaced (`previous`, when the record no longer names it) goes.
   */
  async saving<T>(
    save: () => Promise<{ result: T; previous: string | null; saved: string | null }>,
  ): Promise<T> {
    let outcome: Awaited<ReturnType<typeof save>>;
    try {
      outcome = await save();
    } catch (error) {
      await this.discard();
      throw error;
    }
    if (outcome.previous && outcome.previous !== outcome.saved) {
      await removeImage(this.slot.folder, outcome.previous);
    }
    return outcome.result;
  }

  private async discard(): Promise<void> {
    await removeImage(this.slot.folder, this.stored);
  }
}
