import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { useUploadCv } from '@/features/profile/api/upload-cv';
import { checkCvFile } from '@/lib/cv-file-check';
import { toastError } from '@/lib/toast-error';

/**
 * A CV file input: checks the chosen file, uploads it, and on any failure shows the message, clears
 * the choice and resets the input (spec §5) so the same file can be chosen again. The CV already
 * stored is untouched by a failure.
 */
export function useCvUpload(options: { onUploaded?: () => void } = {}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useUploadCv();

  const reset = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = checkCvFile(file);
    if (problem) {
      toastError(new Error(problem));
      reset();
      return;
    }
    setChosen(file);
    try {
      await upload.mutateAsync(file);
      toast.success('CV Uploaded Successfully!');
      options.onUploaded?.();
    } catch (error) {
      toastError(error);
      reset();
    }
  };

  return { inputRef, chosen, onChange, isUploading: upload.isPending };
}
