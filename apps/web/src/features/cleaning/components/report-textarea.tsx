import { REPORT_TEXT_MAX } from '@carehome/contracts';
import { Input, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A free-text box of a report (comments, audit comment, supervisor note). The spec sets no bound; the
 * box shows the generous one the server keeps (REPORT_TEXT_MAX) and stops there, so a clean is never
 * refused for its comment. Read-only, it is plain text under its label: a box that looks editable but
 * takes no typing reads as broken.
 */
export function ReportTextarea({
  value,
  readOnly,
  ...props
}: Omit<TextareaProps, 'value' | 'maxLength'> & { value: string; 'data-testid'?: string }) {
  const { t, i18n } = useTranslation('cleaning');
  const labelId = useId();
  const n = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  if (readOnly) {
    return (
      <Input.Wrapper label={props.label} labelElement="div" id={labelId}>
        <Text
          role="group"
          aria-labelledby={`${labelId}-label`}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          c={value.trim() ? undefined : 'dimmed'}
          data-testid={props['data-testid']}
          data-readonly
        >
          {value.trim() ? value : t('comments.empty')}
        </Text>
      </Input.Wrapper>
    );
  }
  return (
    <Textarea
      {...props}
      value={value}
      maxLength={REPORT_TEXT_MAX}
      description={t('comments.limit', { count: n.format(value.length), max: n.format(REPORT_TEXT_MAX) })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ description: { textAlign: 'end' } }}
    />
  );
}
