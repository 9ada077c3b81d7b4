import { useEffect, useId, useRef, useState, type DragEvent } from 'react';

/**
 * Where images come in: drag and drop onto the zone, paste anywhere on the page, or Select Files.
 */
export function DropZone({
  hasImages,
  onFiles,
}: {
  readonly hasImages: boolean;
  readonly onFiles: (files: File[]) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      // Text pasted into the file name or hex fields stays text.
      event.preventDefault();
      onFiles(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [onFiles]);

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      className={`tp-drop${dragging ? ' tp-drop--active' : ''}${hasImages ? ' tp-drop--compact' : ''}`}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
    >
      <p className="tp-drop__title">Drop PNG or JPEG images here</p>
      <p className="tp-drop__hint" id={hintId}>
        or paste from the clipboard, or
      </p>
      <button
        type="button"
        className="button button--primary"
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        Select Files
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        hidden
        aria-label="Image files"
        data-testid="file-input"
        onChange={(event) => {
          onFiles(Array.from(event.currentTarget.files ?? []));
          // The same files can be chosen again after a remove.
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
