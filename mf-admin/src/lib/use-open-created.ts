import { useNavigate } from '@ps/shared/router';
import { toast } from '@ps/shared/ui';

/**
 * What a "New …" page does once the record is created: says so, with what to do next, and opens the
 * record's edit page (`{collection}/{id}/edit`), where what needs the record's id (its pictures) is added.
 */
export function useOpenCreated(collection: string, next: string) {
  const navigate = useNavigate();
  return (record: { id: number; name: string }) => {
    toast({ title: `${record.name} was created`, description: next });
    void navigate(`${collection}/${record.id}/edit`);
  };
}
