import { useId } from 'react';
import { Button } from '@ps/shared/ui';
import { useConsentStore } from '../consent-store';
import { exportVisitorData } from '../visitor-data-export';
import { Actions, Subtitle, Text } from './banner-styles';
import { downloadJson } from './download-json';

const VISITOR_DATA_FILE_NAME = 'panic-squad-my-data.json';

interface Props {
  onDownloaded: () => void;
  onDeleted: () => void;
}

export function VisitorDataActions({ onDownloaded, onDeleted }: Props) {
  const headingId = useId();
  const deleteMyData = useConsentStore((state) => state.deleteMyData);

  const download = () => {
    downloadJson(VISITOR_DATA_FILE_NAME, exportVisitorData());
    onDownloaded();
  };
  const erase = () => {
    deleteMyData();
    onDeleted();
  };

  return (
    <section aria-labelledby={headingId}>
      <Subtitle id={headingId}>Your data</Subtitle>
      <Text>Get a copy of what this site keeps about you, or delete all of it, this choice included.</Text>
      <Actions>
        <Button $variant="secondary" onClick={download}>
          Download my data
        </Button>
        <Button $variant="secondary" onClick={erase}>
          Delete my data
        </Button>
      </Actions>
    </section>
  );
}
