import { useState, type CSSProperties } from 'react';
import type { DisplayAssets } from '../renderer';
import type { AlertStage } from './alert-queue';
import type { AlertBaseSettings, ResolvedAlert } from './alert-model';
import type { AudioPhase } from './alert-audio';
import { AlertGlyph } from './alert-icons';
import '../widget-base.css';
import './alerts.css';

const mediaUrl = (alert: ResolvedAlert, assets: DisplayAssets) =>
  alert.media.type === 'none' ? '' : assets.media(alert.media.url);

/**
 * The alert's image or video in a box of its own size (a share of the alert's height), so a long
 * message never squeezes it. Without one (or when it fails) the text plate shows a badge.
 */
function AlertMedia({
  alert,
  assets,
  onFail,
}: {
  alert: ResolvedAlert;
  assets: DisplayAssets;
  onFail: () => void;
}) {
  const { media } = alert;
  const url = mediaUrl(alert, assets);
  // Muted: the alert's sound carries the audio, and muted video always autoplays. A WebM with
  // alpha stays transparent around its subject (the OBS alpha test page shows it).
  const element =
    media.type === 'video' ? (
      <video
        className="kyo-alert-media"
        src={url}
        autoPlay
        muted
        playsInline
        loop
        onError={onFail}
        data-testid="alert-media"
      />
    ) : (
      <img
        className="kyo-alert-media"
        src={url}
        alt=""
        onError={onFail}
        data-testid="alert-media"
      />
    );
  return <div className="kyo-alert-box">{element}</div>;
}

/** One alert on screen (or nothing between alerts), with its entry or exit animation. */
export function AlertView({
  stage,
  settings,
  assets,
  audioPhase = null,
}: {
  stage: AlertStage<ResolvedAlert>;
  settings: AlertBaseSettings;
  assets: DisplayAssets;
  audioPhase?: AudioPhase | null;
}) {
  const [failed, setFailed] = useState<number | null>(null);
  const style = {
    fontFamily: `${JSON.stringify(settings.fontFamily)}, system-ui, sans-serif`,
    fontSize: `${settings.fontSize}px`,
    color: settings.textColor,
    '--kyo-motion': `${settings.animationMs}ms`,
  } as CSSProperties;
  if (!stage) return <div className="kyo-w kyo-alert" style={style} data-testid="alert-widget" />;
  const { alert, phase } = stage;
  const animation =
    phase === 'in' ? `kyo-alert-in-${alert.animationIn}` : `kyo-alert-out-${settings.animationOut}`;
  const media =
    failed === alert.item.n || !mediaUrl(alert, assets) ? null : (
      <AlertMedia alert={alert} assets={assets} onFail={() => setFailed(alert.item.n)} />
    );
  const layout = settings.mediaLayout ?? 'above';
  const accent = alert.accentColor;
  return (
    <div className="kyo-w kyo-alert" style={style} data-testid="alert-widget">
      <div
        key={alert.item.n}
        className={`kyo-alert-card kyo-alert-${media ? layout : 'plain'} ${animation}`}
        style={
          {
            '--kyo-accent': accent,
            '--kyo-media': `${settings.mediaSize ?? 45}%`,
            '--kyo-life': `${settings.durationSeconds}s`,
          } as CSSProperties
        }
        data-seq={alert.item.seq}
        data-phase={phase}
        data-kind={alert.kind}
        data-audio={audioPhase ?? undefined}
        data-testid="alert"
      >
        {media}
        <div
          className="kyo-alert-plate"
          style={{
            background: settings.background,
            boxShadow: `0 0 0 2px ${accent}55, 0 0 14px ${accent}33, 0 6px 14px rgba(0,0,0,0.45)`,
          }}
        >
          {!media && (
            <span className="kyo-alert-badge">
              <AlertGlyph icon={alert.icon} color="#0b0d10" />
            </span>
          )}
          <p className="kyo-alert-text">
            {alert.parts.map((part, index) =>
              part.highlight ? (
                <span key={index} className="kyo-alert-name" style={{ color: accent }}>
                  {part.text}
                </span>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
          {(alert.gift || alert.message) && (
            <p className="kyo-alert-more">
              {alert.gift && <span className="kyo-alert-gift">{alert.gift}</span>}
              {alert.message && (
                <span className="kyo-alert-message" data-testid="alert-message">
                  {alert.message}
                </span>
              )}
            </p>
          )}
          <span className="kyo-alert-bar" />
        </div>
      </div>
    </div>
  );
}
