import { ComingSoon } from '../../components/coming-soon';

export default function LiveViewerBuilderPage() {
  return <ComingSoon type="live-viewer" />;
}
