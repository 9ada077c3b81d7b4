export const FILE_TYPES = ['Image', 'Audio', 'Video', 'Document', 'Other'] as const;
export type FileType = (typeof FILE_TYPES)[number];

// Spec §3: the file type is derived from the extension.
const TYPE_BY_EXTENSION: Readonly<Record<string, FileType>> = {
  jpg: 'Image',
  jpeg: 'Image',
  png: 'Image',
  gif: 'Image',
  mp3: 'Audio',
  wav: 'Audio',
  mp4: 'Video',
  mov: 'Video',
  pdf: 'Document',
  doc: 'Document',
  docx: 'Document',
};

/** The last segment of a storage key: 'uploads/7/cat.png' → 'cat.png'. */
export function fileNameOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** Image, Audio, Video, Document or Other, from the key's extension (case-insensitive). */
export function fileTypeOf(key: string): FileType {
  const name = fileNameOf(key);
  const dot = name.lastIndexOf('.');
  // A leading dot ('.env') names a hidden file, not an extension.
  if (dot <= 0) return 'Other';
  return TYPE_BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? 'Other';
}
