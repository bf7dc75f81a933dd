// Tables of the assistant (migration 0650): adopted personas, messages with their answers, feedback.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, string, string>;

export interface AiBotAdoptionsTable {
  user_id: number;
  bot_id: number;
  adopted_at: Timestamp;
}

export interface AiMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  question: string;
  input_type: string;
  intent: string;
  source: string;
  /** The chat answer as sent (JSON text), so history shows exactly what the user saw. */
  answer: string;
  created_at: Timestamp;
}

export interface AiFeedbackTable {
  message_id: number;
  user_id: number;
  useful: boolean;
  reason: string | null;
  created_at: Timestamp;
}

export interface AssistantTables {
  ai_bot_adoptions: AiBotAdoptionsTable;
  ai_messages: AiMessagesTable;
  ai_feedback: AiFeedbackTable;
}
