export default definePageConfig({ navigationBarTitleText: '私募风险测评' });
