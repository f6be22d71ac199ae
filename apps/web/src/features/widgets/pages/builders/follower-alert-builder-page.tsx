import { NewWidgetBuilder } from '../../components/new-widget-builder';

export default function FollowerAlertBuilderPage() {
  return <NewWidgetBuilder type="follower-alert" />;
}
