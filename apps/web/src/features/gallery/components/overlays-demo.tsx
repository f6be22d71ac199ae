import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs } from '../../../components/ui/tabs';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { Toggle } from '../../../components/ui/toggle';
import { GallerySection, Specimen, SpecimenGroup } from './gallery-section';

function CommandDialogDemo() {
  const { t } = useTranslation('gallery');
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  function save() {
    setSaving(true);
    window.setTimeout(() => {
      setSaving(false);
      setOpen(false);
      toast.success(t('overlays.saved'));
    }, 900);
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('overlays.openForm')}</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('overlays.formTitle')}
        description={t('overlays.formDescription')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('overlays.cancel')}
            </Button>
            <Button loading={saving} onClick={save}>
              {t('overlays.save')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <TextInput label={t('overlays.name')} defaultValue="!discord" maxLength={25} />
          <Textarea
            label={t('overlays.response')}
            defaultValue={t('overlays.responseValue')}
            maxLength={500}
          />
        </div>
      </Dialog>
    </>
  );
}

function ConfirmDialogDemo() {
  const { t } = useTranslation('gallery');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('overlays.openConfirm')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="sm"
        title={t('overlays.confirmTitle')}
        description={t('overlays.confirmDescription')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('overlays.cancel')}
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              {t('overlays.delete')}
            </Button>
          </>
        }
      />
    </>
  );
}

export function OverlaysDemo() {
  const { t } = useTranslation('gallery');
  const tabs = [
    {
      id: 'general',
      label: t('overlays.tabGeneral'),
      content: (
        <TextInput label={t('overlays.widgetName')} defaultValue={t('overlays.widgetNameValue')} />
      ),
    },
    {
      id: 'style',
      label: t('overlays.tabStyle'),
      content: <Toggle label={t('overlays.shadow')} defaultChecked />,
    },
    {
      id: 'advanced',
      label: t('overlays.tabAdvanced'),
      content: <p className="text-sm text-zinc-400">{t('overlays.advancedBody')}</p>,
    },
  ];
  return (
    <GallerySection
      id="overlays"
      title={t('overlays.title')}
      description={t('overlays.description')}
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <SpecimenGroup title={t('overlays.dialog')} columns={2}>
          <Specimen state={t('overlays.formDialog')}>
            <div>
              <CommandDialogDemo />
            </div>
          </Specimen>
          <Specimen state={t('overlays.confirmDialog')}>
            <div>
              <ConfirmDialogDemo />
            </div>
          </Specimen>
        </SpecimenGroup>
        <SpecimenGroup title={t('overlays.tabs')} columns={1}>
          <Specimen state={t('overlays.tabsState')}>
            <Tabs tabs={tabs} label={t('overlays.tabsLabel')} />
          </Specimen>
        </SpecimenGroup>
      </div>
    </GallerySection>
  );
}
