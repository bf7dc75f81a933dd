// Risk calls: questionnaire, mine, change, mismatch assets, check / confirm before a trade, disclosures,
// the private-fund questionnaire and the advisory questionnaire per portfolio.
import type { FastifyInstance } from 'fastify';
import { accountExtrasContract as X } from '@fund/core/account';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../http/contract-route';
import { requireUserId } from '../account/auth/sessions';
import { pathId } from '../account/users/routes';
import { databaseProductCatalog } from './product-catalog';
import { answerGeneral, changeLevel, myRisk, suitabilityOf } from './profile-service';
import { GENERAL_QUESTIONS, PRIVATE_FUND_QUESTIONS } from './questionnaire';
import { advisorQuestions, advisorResult, answerAdvisor, answerPrivateFund, privateFundRisk } from './questionnaires-service';
import { questionsWire } from './scoring';
import { CHECK_TEXTS, checkRisk, confirmRisk, disclosureOf, needsDisclosure, saveDisclosure } from './suitability-service';

const R = CONTRACT.risk;

export async function riskRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  const catalog = () => databaseProductCatalog(app.database.db);
  const user = (request: Parameters<typeof requireUserId>[1]) => requireUserId(db(), request);

  registerCall(app, R.questions, async () => questionsWire(GENERAL_QUESTIONS));
  registerCall(app, R.mine, async ({ request }) => myRisk(db(), await user(request), now()));
  registerCall(app, R.answer, async ({ request, body }) => answerGeneral(db(), catalog(), await user(request), body.answer, now()));
  registerCall(app, R.change, async ({ request, body }) => changeLevel(db(), await user(request), body.investment_risk, now()));
  registerCall(app, R.mismatchAssets, async ({ request }) => {
    const userId = await user(request);
    return catalog().heldAbove(userId, (await suitabilityOf(db(), userId, now())).userLevel);
  });
  registerCall(app, R.check, async ({ request, body }) => checkRisk(db(), catalog(), await user(request), body, now()));
  registerCall(app, R.confirmRisk, async ({ request, body }) => confirmRisk(db(), catalog(), await user(request), body, now()));

  registerCall(app, R.saveRiskDisclosure, async ({ request, body }) => {
    await saveDisclosure(db(), catalog(), await user(request), body.fund_id, body.agreed, now());
    return { detail: body.agreed ? '已签署风险揭示书' : '已撤回风险揭示书' };
  });
  registerCall(app, R.checkRiskDisclosure, async ({ request, params }) =>
    needsDisclosure(db(), catalog(), await user(request), pathId(params, 'id', CHECK_TEXTS.productNotFound)),
  );
  registerCall(app, R.riskDisclosure, async ({ params }) => disclosureOf(catalog(), pathId(params, 'id', CHECK_TEXTS.productNotFound)));

  registerCall(app, X.privateFundRiskQuestions, async () => questionsWire(PRIVATE_FUND_QUESTIONS));
  registerCall(app, X.privateFundRiskMine, async ({ request }) => privateFundRisk(db(), await user(request), now()));
  registerCall(app, X.answerPrivateFundRisk, async ({ request, body }) => answerPrivateFund(db(), await user(request), body.answer, now()));

  registerCall(app, R.advisorQuestions, async ({ query }) => questionsWire(await advisorQuestions(catalog(), query.portfolio)));
  registerCall(app, R.advisorQuestionsMine, async ({ request, query }) => advisorResult(db(), catalog(), await user(request), query.portfolio));
  registerCall(app, R.answerAdvisorQuestions, async ({ request, body }) => answerAdvisor(db(), catalog(), await user(request), body.portfolio, body.answer, now()));
}
