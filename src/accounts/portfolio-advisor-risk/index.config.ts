export default definePageConfig({ navigationBarTitleText: '投顾风险测评' });
