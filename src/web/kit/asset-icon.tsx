import { useEffect, useState } from 'react';
import type { AssetKey } from '#shared/asset-keys';
import { assetClient, type AssetClient } from './asset-client';

type IconState = { key: AssetKey; url: string | null; failed: boolean };

/** The asset's object URL once loaded; `failed` when it could not be (the failure is logged). */
export function useAssetUrl(
  key: AssetKey,
  client: AssetClient = assetClient(),
): { url: string | null; failed: boolean } {
  const [state, setState] = useState<IconState>({ key, url: null, failed: false });
  useEffect(() => {
    let live = true;
    client.loadObjectUrl(key).then(
      (url) => {
        if (live) setState({ key, url, failed: false });
      },
      (error: unknown) => {
        console.warn(`Could not load asset ${key}; showing its emoji instead.`, error);
        if (live) setState({ key, url: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [client, key]);
  return state.key === key ? state : { url: null, failed: false };
}

export interface AssetIconProps {
  readonly assetKey: AssetKey;
  /** Shown when the icon cannot be loaded. */
  readonly fallback: string;
  /** Accessible name; without one the icon is decorative. */
  readonly label?: string;
  readonly size?: number;
  readonly className?: string;
  readonly client?: AssetClient;
}

/** An icon from the asset service; an emoji stands in when it is missing (spec §7). */
export function AssetIcon({
  assetKey,
  fallback,
  label,
  size = 24,
  className,
  client,
}: AssetIconProps) {
  const { url, failed } = useAssetUrl(assetKey, client);
  const [broken, setBroken] = useState<string | null>(null);
  const classes = className ? `asset-icon ${className}` : 'asset-icon';
  const box = { width: size, height: size };
  if (url && broken !== url) {
    return (
      <img
        className={classes}
        src={url}
        alt={label ?? ''}
        width={size}
        height={size}
        onError={() => {
          console.warn(`Asset ${assetKey} did not render; showing its emoji instead.`);
          setBroken(url);
        }}
      />
    );
  }
  if (failed || url) {
    return (
      <span
        className={`${classes} asset-icon--emoji`}
        style={{
          ...box,
          display: 'inline-block',
          flexShrink: 0,
          textAlign: 'center',
          fontSize: size * 0.75,
          lineHeight: `${size}px`,
        }}
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
      >
        {fallback}
      </span>
    );
  }
  // Loading: hold the space so nothing jumps when the icon arrives.
  return (
    <span
      className={classes}
      style={{ ...box, display: 'inline-block', flexShrink: 0 }}
      aria-hidden="true"
    />
  );
}
