import { useState, type CSSProperties } from 'react';
import type { DisplayAssets } from '../renderer';
import type { AlertStage } from './alert-queue';
import type { AlertBaseSettings, ResolvedAlert } from './alert-model';
import type { AudioPhase } from './alert-audio';
import { AlertGlyph } from './alert-icons';
import '../widget-base.css';
import './alerts.css';

function AlertMedia({ alert, assets }: { alert: ResolvedAlert; assets: DisplayAssets }) {
  const [failed, setFailed] = useState(false);
  const { media } = alert;
  const url = media.type === 'none' ? '' : assets.media(media.url);
  if (!url || failed) return <AlertGlyph icon={alert.icon} color={alert.accentColor} />;
  if (media.type === 'video') {
    // Muted: the alert's sound carries the audio, and muted video always autoplays. A WebM with
    // alpha stays transparent around its subject (the OBS alpha test page shows it).
    return (
      <video
        className="kyo-alert-media"
        src={url}
        autoPlay
        muted
        playsInline
        onError={() => setFailed(true)}
      />
    );
  }
  return <img className="kyo-alert-media" src={url} alt="" onError={() => setFailed(true)} />;
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
  return (
    <div className="kyo-w kyo-alert" style={style} data-testid="alert-widget">
      <div
        key={alert.item.n}
        className={`kyo-alert-card ${animation}`}
        style={{
          background: settings.background,
          boxShadow: `0 0 0 2px ${alert.accentColor}40, 0 18px 50px rgba(0,0,0,0.45)`,
        }}
        data-seq={alert.item.seq}
        data-phase={phase}
        data-kind={alert.kind}
        data-audio={audioPhase ?? undefined}
        data-testid="alert"
      >
        <AlertMedia alert={alert} assets={assets} />
        <p className="kyo-alert-text">
          {alert.parts.map((part, index) =>
            part.highlight ? (
              <span key={index} className="kyo-alert-name" style={{ color: alert.accentColor }}>
                {part.text}
              </span>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
        {alert.gift && (
          <p className="kyo-alert-gift" style={{ borderColor: `${alert.accentColor}80` }}>
            {alert.gift}
          </p>
        )}
        {alert.message && (
          <p className="kyo-alert-message" data-testid="alert-message">
            {alert.message}
          </p>
        )}
        <span className="kyo-alert-bar" style={{ background: alert.accentColor }} />
      </div>
    </div>
  );
}
