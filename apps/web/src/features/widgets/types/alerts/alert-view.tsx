import { useState, type CSSProperties } from 'react';
import type { AlertStage } from './alert-queue';
import type { AlertBaseSettings, ResolvedAlert } from './alert-model';
import { AlertGlyph } from './alert-icons';
import '../widget-base.css';
import './alerts.css';

function AlertMedia({ alert }: { alert: ResolvedAlert }) {
  const [failed, setFailed] = useState(false);
  const { media } = alert;
  if (media.type === 'none' || !media.url || failed)
    return <AlertGlyph icon={alert.icon} color={alert.accentColor} />;
  if (media.type === 'video') {
    // Muted: the alert's sound setting carries the audio, and muted video always autoplays.
    return (
      <video
        className="kyo-alert-media"
        src={media.url}
        autoPlay
        muted
        playsInline
        onError={() => setFailed(true)}
      />
    );
  }
  return <img className="kyo-alert-media" src={media.url} alt="" onError={() => setFailed(true)} />;
}

/** One alert on screen (or nothing between alerts), with its entry or exit animation. */
export function AlertView({
  stage,
  settings,
}: {
  stage: AlertStage<ResolvedAlert>;
  settings: AlertBaseSettings;
}) {
  const style: CSSProperties = {
    fontFamily: `${JSON.stringify(settings.fontFamily)}, system-ui, sans-serif`,
    fontSize: `${settings.fontSize}px`,
    color: settings.textColor,
  };
  if (!stage) return <div className="kyo-w kyo-alert" style={style} data-testid="alert-widget" />;
  const { alert, phase } = stage;
  const animation =
    phase === 'in'
      ? `kyo-alert-in-${settings.animationIn}`
      : `kyo-alert-out-${settings.animationOut}`;
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
        data-testid="alert"
      >
        <AlertMedia alert={alert} />
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
        <span className="kyo-alert-bar" style={{ background: alert.accentColor }} />
      </div>
    </div>
  );
}
