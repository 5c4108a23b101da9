# a pass after the stop is taken like a stone (KGS records have a third
# pass): play resumes with the passer to move, and the pass is played;
# before, the pass was refused while a stone was accepted
boardsize 9
play b E5
play w pass
play b pass
tengen-status
play w pass
tengen-status
play b pass
tengen-status
play w D4
tengen-status
