import { REPORT_TEXT_MAX } from '@carehome/contracts';
import { Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A free-text box of a report (comments, audit comment, supervisor note). The spec sets no bound; the
 * box shows the generous one the server keeps (REPORT_TEXT_MAX) and stops there, so a clean is never
 * refused for its comment.
 */
export function ReportTextarea({ value, readOnly, ...props }: Omit<TextareaProps, 'value' | 'maxLength'> & { value: string }) {
  const { t, i18n } = useTranslation('cleaning');
  const n = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  return (
    <Textarea
      {...props}
      value={value}
      readOnly={readOnly}
      maxLength={REPORT_TEXT_MAX}
      description={readOnly ? undefined : t('comments.limit', { count: n.format(value.length), max: n.format(REPORT_TEXT_MAX) })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ description: { textAlign: 'end' } }}
    />
  );
}
