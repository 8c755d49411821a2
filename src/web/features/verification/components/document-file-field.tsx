import { FileText } from 'lucide-react';
import { VERIFICATION_FILE_ACCEPT } from '#contract/verification.ts';
import { Field } from '#web/components/ui/field.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';

interface DocumentFileFieldProps {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  requiredMark?: string | undefined;
}

/** A file picker for one document (photo or PDF), with the chosen file's name. */
export function DocumentFileField({ id, label, file, onChange, error, requiredMark }: DocumentFileFieldProps) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label} error={error} hint={t('verify.form.fileHint')} requiredMark={requiredMark}>
      {(control) => (
        <div className="space-y-1">
          <input
            {...control}
            type="file"
            accept={VERIFICATION_FILE_ACCEPT}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:h-10 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
          />
          {file ? (
            <p className="flex items-center gap-1.5 text-sm break-all text-slate-700">
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              {file.name}
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}
