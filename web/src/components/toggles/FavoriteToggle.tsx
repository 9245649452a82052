import { Button } from 'primereact/button';
import { useMessageBox } from '../messageBox';

/** The texts of one kind of favourite (each area keeps its own wording). */
export interface FavoriteTexts {
  /** The button's name while the item is not a favourite. */
  add: string;
  /** The button's name while it is. */
  remove: string;
  /** The success message after marking: its title and its text (spec: 'Added favorite', 'Successfully added as a favorite'). */
  added: readonly [title: string, detail: string];
  /** The message when the call fails. */
  failed: string;
}

/**
 * A heart that marks or unmarks an item as a favourite: `save` makes the call (and refreshes the favourites);
 * marking shows the area's success message, a failed call its error.
 */
export function FavoriteToggle({
  favorite,
  save,
  texts,
}: {
  favorite: boolean;
  save: (favorite: boolean) => Promise<unknown>;
  texts: FavoriteTexts;
}) {
  const messageBox = useMessageBox();
  const label = favorite ? texts.remove : texts.add;
  return (
    <Button
      type="button"
      icon={favorite ? 'pi pi-heart-fill' : 'pi pi-heart'}
      text
      rounded
      aria-pressed={favorite}
      aria-label={label}
      title={label}
      onClick={async () => {
        try {
          await save(!favorite);
          if (!favorite) messageBox.titled('success', ...texts.added);
        } catch {
          messageBox.danger(texts.failed);
        }
      }}
    />
  );
}
