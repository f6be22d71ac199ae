import { PlannedPage } from '../../../components/planned-page';

export default function EditorPage() {
  return <PlannedPage titleKey="routes.editor" bare />;
}
