import { PlannedPage } from '../../../components/planned-page';

export default function ComponentGalleryPage() {
  return <PlannedPage titleKey="routes.components" />;
}
