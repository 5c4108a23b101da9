# marks for scoring: tengen-dead (chains), tengen-alive, tengen-toggle (group or chain)
boardsize 9
play b D1
play w E1
play b D2
play w E2
play b D3
play w E3
play b D4
play w E4
play b D5
play w E5
play b D6
play w E6
play b D7
play w E7
play b D8
play w E8
play b D9
play w E9
play b H3
play w B2
play w B4
tengen-dead H3 B2
final_status_list dead
tengen-score
tengen-alive B2
final_status_list dead
tengen-dead
tengen-score
tengen-dead A1
tengen-dead Z9
tengen-alive
tengen-toggle b B4 chain
final_status_list dead
tengen-toggle b B4
tengen-toggle w B2
final_status_list dead
tengen-toggle b H3
final_status_list dead
tengen-score
