import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { FAQ_ENTRIES } from '@fund/core/research';
import { tapLabel } from '@/components/tap-label';
import { largeTextPage } from '@/platform';
import './index.css';

/** /faq/: the common questions; a question opens its answer (bind-card help, /faq/#unionpay, comes first). */
function FaqPage() {
  const [open, setOpen] = useState<string | null>(FAQ_ENTRIES[0]?.id ?? null);
  return (
    <View className="faq-page">
      {FAQ_ENTRIES.map((entry) => (
        <View {...tapLabel(entry.question)} key={entry.id} id={entry.id} className="faq-item tap" onClick={() => setOpen(open === entry.id ? null : entry.id)}>
          <Text className="faq-question">{entry.question}</Text>
          {open === entry.id ? <Text className="faq-answer">{entry.answer}</Text> : null}
        </View>
      ))}
    </View>
  );
}

export default largeTextPage(FaqPage);
