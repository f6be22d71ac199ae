import { NewWidgetBuilder } from '../../components/new-widget-builder';

export default function ChatBuilderPage() {
  return <NewWidgetBuilder type="chat" />;
}
