export default definePageConfig({ navigationBarTitleText: '修改定投' });
