import { useRef, useState } from 'react';
import { saveFile } from '#kit/save-file';
import { entriesToCsv, entriesToJson } from '../core/emotion-transfer';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import type { ImportResult } from './use-emotion-journal';

/** Larger files are surely not an export of a personal diary. */
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** Saves text as a file; nothing leaves the browser. */
function saveText(fileName: string, type: string, text: string) {
  saveFile(new Blob([text], { type }), fileName);
}

function importMessage(result: ImportResult): { text: string; ok: boolean } {
  if (!result.ok) {
    return {
      ok: false,
      text:
        result.reason === 'not-json'
          ? 'Import failed: that file is not JSON.'
          : 'Import failed: that file is not an Emotional Excellence export.',
    };
  }
  const { added, updated, unchanged, rejected } = result.report;
  return {
    ok: true,
    text:
      `Import finished: ${added} added, ${updated} updated, ${rejected} rejected` +
      (unchanged > 0 ? ` (${unchanged} already up to date).` : '.'),
  };
}

/** Export to JSON and CSV (downloads) and Import from a JSON export, with a result message. */
export function DataTransfer({
  entries,
  onImport,
  exportedAt,
}: {
  readonly entries: readonly SavedEmotion[];
  readonly onImport: (text: string) => ImportResult;
  readonly exportedAt: () => string;
}) {
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const stamp = () => exportedAt().slice(0, 10);
  const empty = entries.length === 0;

  const importChosenFile = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES) {
      setMessage({ ok: false, text: 'Import failed: that file is too large.' });
      return;
    }
    try {
      setMessage(importMessage(onImport(await file.text())));
    } catch (error) {
      console.warn('Could not read the import file.', error);
      setMessage({ ok: false, text: 'Import failed: the file could not be read.' });
    }
  };

  return (
    <div className="ee-transfer">
      <div className="ee-transfer__buttons">
        <button
          type="button"
          className="button button--quiet"
          disabled={empty}
          onClick={() =>
            saveText(
              `emotional-excellence-${stamp()}.json`,
              'application/json',
              entriesToJson(entries, exportedAt()),
            )
          }
        >
          Export JSON
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={empty}
          onClick={() =>
            saveText(`emotional-excellence-${stamp()}.csv`, 'text/csv', entriesToCsv(entries))
          }
        >
          Export CSV
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => fileInput.current?.click()}
        >
          Import JSON
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label="Import JSON file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importChosenFile(file);
          }}
        />
      </div>
      <p
        role="status"
        className={`ee-transfer__message${message ? (message.ok ? ' form-message form-message--success' : ' form-message form-message--error') : ''}`}
      >
        {message?.text}
      </p>
    </div>
  );
}
