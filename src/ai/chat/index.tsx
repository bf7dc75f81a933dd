import { useMemo, useState } from 'react';
import { View, Text, Input, Button, ScrollView } from '@tarojs/components';
import {
  AI_FEEDBACK_REASONS,
  AI_FEEDBACK_THANKS,
  AI_HINTS_TITLE,
  AI_INPUT_PLACEHOLDER,
  AI_SEND,
  aiApi,
  cardLayouts,
  type AiBotMine,
  type ChatAnswer,
} from '@fund/core/assistant';
import { actionSheet, storage, toast, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { CardBoundary, ChatCardView, RenderFailure } from './ChatCardView';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

const ai = aiApi(apiClient);

type Entry = { kind: 'answer'; answer: ChatAnswer } | { kind: 'failed'; question: string };

/** The assistant: history and hints on opening, a question answered with cards, feedback and a persona. */
function AiChatPage() {
  const start = useAsync(() => ai.chatHints({ query: { page: 1 } }), []);
  const loadedBot = useAsync(() => ai.botMine(), []);
  // The adoption answers the new persona: shown at once, no second read.
  const [adopted, setAdopted] = useState<AiBotMine | null>(null);
  const bot = adopted ?? loadedBot.data;
  const [sent, setSent] = useState<Entry[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [picking, setPicking] = useState(false);
  const [rated, setRated] = useState<Record<number, boolean>>({});
  const layouts = useMemo(() => cardLayouts(storage, start.data?.template_version), [start.data?.template_version]);
  // History comes newest first; the chat reads oldest first.
  const history: Entry[] = [...(start.data?.history.results ?? [])].reverse().map((answer) => ({ kind: 'answer', answer }));
  const entries = [...history, ...sent];

  const ask = async (question: string, inputType: 'text' | 'hint') => {
    const q = question.trim();
    if (q === '' || pending !== null) return;
    setText('');
    setPending(q);
    try {
      const answer = await ai.chatUserUttered({ body: { text: q, input_type: inputType } });
      setSent((prev) => [...prev, { kind: 'answer', answer }]);
    } catch {
      setSent((prev) => [...prev, { kind: 'failed', question: q }]);
    } finally {
      setPending(null);
    }
  };

  const retry = (question: string) => {
    setSent((prev) => prev.filter((e) => !(e.kind === 'failed' && e.question === question)));
    void ask(question, 'text');
  };

  const rate = async (id: number, useful: boolean) => {
    let reason: string | undefined;
    if (!useful) {
      const index = await actionSheet([...AI_FEEDBACK_REASONS]);
      if (index === null) return;
      reason = AI_FEEDBACK_REASONS[index];
    }
    await ai.chatFeedback({ body: { message_id: id, useful, ...(reason === undefined ? {} : { reason }) } });
    setRated((prev) => ({ ...prev, [id]: useful }));
    toast(AI_FEEDBACK_THANKS);
  };

  const adopt = async (id: number) => {
    setPicking(false);
    setAdopted(await ai.botAdoption({ body: { bot: id } }));
  };

  return (
    <View className="ai-chat-page">
      <View className="ai-bot-bar">
        <Text className="ai-bot-name">{bot?.bot.name ?? ''}</Text>
        <Text {...BUTTON_ROLE} className="ai-bot-switch tap" onClick={() => setPicking(!picking)}>
          切换助手
        </Text>
      </View>
      {picking && (
        <View className="ai-personas">
          {(bot?.choices ?? []).map((p) => (
            <View {...tapLabel(ACCESSIBILITY_TEXTS.choose(p.name))} key={p.id} className={`ai-persona tap ${p.id === bot?.bot.id ? 'is-current' : ''}`} onClick={() => void adopt(p.id)}>
              <Text className="ai-persona-name">{p.name}</Text>
              <Text className="ai-persona-desc">{p.description}</Text>
            </View>
          ))}
        </View>
      )}
      <ScrollView className="ai-thread" scrollY>
        {entries.map((e) =>
          e.kind === 'failed' ? (
            <View key={`failed-${e.question}`} className="ai-message">
              <Text className="ai-question">{e.question}</Text>
              <RenderFailure onRetry={() => retry(e.question)} />
            </View>
          ) : (
            <View key={e.answer.message_id} className="ai-message">
              <Text className="ai-question">{e.answer.question}</Text>
              <View className="ai-answer">
                {e.answer.text !== '' && <Text className="ai-answer-text">{e.answer.text}</Text>}
                {e.answer.cards.map((c, i) => (
                  <CardBoundary key={`${e.answer.message_id}-${i}`}>
                    <ChatCardView card={c} layouts={layouts} />
                  </CardBoundary>
                ))}
                <Text className="ai-disclaimer">{e.answer.disclaimer}</Text>
                <View className="ai-feedback">
                  {(rated[e.answer.message_id] ?? e.answer.useful) === null || (rated[e.answer.message_id] ?? e.answer.useful) === undefined ? (
                    <>
                      <Text {...BUTTON_ROLE} className="ai-thumb tap" onClick={() => void rate(e.answer.message_id, true)}>
                        👍
                      </Text>
                      <Text {...BUTTON_ROLE} className="ai-thumb tap" onClick={() => void rate(e.answer.message_id, false)}>
                        👎
                      </Text>
                    </>
                  ) : (
                    <Text className="ai-rated">{(rated[e.answer.message_id] ?? e.answer.useful) ? '👍' : '👎'}</Text>
                  )}
                </View>
              </View>
            </View>
          ),
        )}
        {pending !== null && (
          <View className="ai-message">
            <Text className="ai-question">{pending}</Text>
            <View className="ai-loading" aria-label="loading">
              <Text className="ai-dot">●</Text>
              <Text className="ai-dot">●</Text>
              <Text className="ai-dot">●</Text>
            </View>
          </View>
        )}
      </ScrollView>
      {start.status === 'error' && <RenderFailure onRetry={() => void start.reload()} />}
      <View className="ai-hints">
        <Text className="ai-hints-title">{AI_HINTS_TITLE}</Text>
        {(start.data?.hints ?? []).map((h) => (
          <Text {...BUTTON_ROLE} key={h} className="ai-hint tap" onClick={() => void ask(h, 'hint')}>
            {h}
          </Text>
        ))}
      </View>
      <View className="ai-input-bar">
        <Input className="ai-input" value={text} placeholder={AI_INPUT_PLACEHOLDER} maxlength={500} onInput={(e: { detail: { value: string } }) => setText(e.detail.value)} onConfirm={() => void ask(text, 'text')} />
        <Button className="ai-send" disabled={pending !== null || text.trim() === ''} onClick={() => void ask(text, 'text')}>
          {AI_SEND}
        </Button>
      </View>
    </View>
  );
}

export default largeTextPage(AiChatPage);
