import type { Ref } from 'react';
import { PHOTO_ACCEPT } from './photos';

/**
 * The file input behind the buttons that choose photos: opened by them, so kept out of the tab
 * order and the accessibility tree. It is emptied after each choice, so that choosing the same
 * file again is a change too.
 */
export function PhotoFileInput({
  ref,
  multiple = false,
  onFiles,
}: {
  ref: Ref<HTMLInputElement>;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={PHOTO_ACCEPT}
      multiple={multiple}
      hidden
      tabIndex={-1}
      onChange={(e) => {
        const chosen = [...(e.target.files ?? [])];
        e.target.value = '';
        if (chosen.length) onFiles(chosen);
      }}
    />
  );
}
