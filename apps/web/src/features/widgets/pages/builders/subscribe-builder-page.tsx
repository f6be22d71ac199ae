import { NewWidgetBuilder } from '../../components/new-widget-builder';

export default function SubscribeBuilderPage() {
  return <NewWidgetBuilder type="subscribe" />;
}
