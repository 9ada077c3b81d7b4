import { useEffect, useState } from 'react';
import { useSession } from '#kit/session';
import { PageHeader } from '#kit/page-header';
import { LeadText } from '#kit/lead-text';
import { MAX_TOLERANCE } from '../core/colour-key';
import { manifest } from '../manifest';
import { BulkActions, BulkStatus } from './bulk-actions';
import { DropZone } from './drop-zone';
import { ImageCard } from './image-card';
import { KeyControls } from './key-controls';
import { createKeyWorkerPool, type KeyWorkerPool } from './key-worker-pool';
import { MyUploads } from './my-uploads';
import { useImageOutputs } from './use-image-outputs';
import { useKeySettings } from './use-key-settings';
import { useToolImages } from './use-tool-images';
import './transperator.css';

/** The Transperator tool: make one colour transparent in many images. */
export function Transperator({
  createPool = createKeyWorkerPool,
}: {
  readonly createPool?: () => KeyWorkerPool;
}) {
  const session = useSession();
  const canUpload = session !== null;
  const [pool] = useState(createPool);
  const keySettings = useKeySettings();
  const { images, notice, addFiles, removeImage, renameImage, addPoint, clearPoints } =
    useToolImages(pool);
  const readyImages = images.filter((image) => image.state.kind === 'ready');
  const outputs = useImageOutputs(pool, keySettings.settingsFor, readyImages);
  const { uploadRun, bulkBusy } = outputs;

  useEffect(() => () => pool.terminate(), [pool]);

  const hasImages = images.length > 0;

  return (
    <section className="page tp">
      <PageHeader title={manifest.routes[0].title}>
        <LeadText lead={manifest.routes[0].lead} />
      </PageHeader>

      <DropZone hasImages={hasImages} onFiles={(files) => void addFiles(files)} />

      {notice ? (
        <p className="tp-notice" role="alert">
          {notice}
        </p>
      ) : null}

      {hasImages ? (
        <>
          <div className="tp-toolbar">
            <KeyControls
              colour={keySettings.colour}
              tolerance={keySettings.tolerance}
              softEdges={keySettings.softEdges}
              connectedOnly={keySettings.connectedOnly}
              onColourChange={keySettings.setColour}
              onToleranceChange={keySettings.setTolerance}
              onSoftEdgesChange={keySettings.setSoftEdges}
              onConnectedOnlyChange={keySettings.setConnectedOnly}
            />
            {images.length > 1 ? (
              <BulkActions
                disabled={bulkBusy || readyImages.length === 0}
                canUpload={canUpload}
                onDownloadAll={() => void outputs.downloadAll()}
                onUploadAll={() => void outputs.uploadAll()}
              />
            ) : null}
            {outputs.overallProgress !== null && images.length > 1 ? (
              <progress
                className="tp-progress"
                max={1}
                value={outputs.overallProgress}
                aria-label="Overall upload progress"
              />
            ) : null}
            {outputs.bulkStatus ? <BulkStatus status={outputs.bulkStatus} /> : null}
          </div>

          <h2 className="visually-hidden">Images</h2>
          <ul className="tp-cards" aria-label="Images">
            {images.map((image) => (
              <ImageCard
                key={image.id}
                image={image}
                pool={pool}
                settings={keySettings.settingsFor(image)}
                canUpload={canUpload}
                busy={Boolean(outputs.busy[image.id]) || bulkBusy}
                status={outputs.statuses[image.id]}
                upload={
                  uploadRun && image.id in uploadRun.progress
                    ? { progress: uploadRun.progress[image.id] ?? 0 }
                    : undefined
                }
                onRename={(fileName) => renameImage(image.id, fileName)}
                onRemove={() => {
                  removeImage(image.id);
                  outputs.clearStatus(image.id);
                }}
                onPickColour={(picked, point) => {
                  keySettings.setColour(picked);
                  if (keySettings.connectedOnly) addPoint(image.id, point);
                }}
                onClearPoints={() => clearPoints(image.id)}
                onDownload={() => void outputs.download(image)}
                onUpload={() => void outputs.uploadSingle(image)}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="tp-empty">
          Add images to choose a colour and a tolerance (0 to {MAX_TOLERANCE}). Click any pixel of a
          preview to pick its colour.
        </p>
      )}

      {session ? <MyUploads key={session.username} version={outputs.uploadsVersion} /> : null}
    </section>
  );
}

export default function TransperatorPage() {
  return <Transperator />;
}
